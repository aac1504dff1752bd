/**
 * How the game list should cross from the game-list worker to the page (docs/pwa.md "First paint"): structured
 * clone of the objects, or their JSON as bytes in a transferred ArrayBuffer that the page decodes and parses. The
 * page's side (the main thread) is what counts: the time from reading `event.data` to holding the games. Catalogues
 * of 3,000 and 10,000 games shaped as the reference server's, 7 rounds each, the median printed.
 *   npx tsx scripts/bench-transfer.ts
 */
import { launchChromium } from './local-server';

const WORKER = `
  const games = (n) => Array.from({ length: n }, (_, i) => ({
    id: i + 1, name: 'Lucky Game ' + i, brandId: i % 40, typeId: i % 6, platformId: 1, hot: i % 9 === 0 ? 1 : 0,
    hotSort: i, recent: 0, showType: 0, sort: i, status: 1, version: 1, maintain: 0, params: { brandMaintain: 0 },
    icon: '/static/game-icons/' + (i % 300) + '.webp',
  }));
  onmessage = ({ data }) => {
    const list = games(data.n);
    if (data.how === 'clone') postMessage({ games: list });
    else {
      const bytes = new TextEncoder().encode(JSON.stringify(list)).buffer;
      postMessage({ bytes }, [bytes]);
    }
  };
`;

const PAGE = async ({ worker, n, how }: { worker: string; n: number; how: string }) => {
  const url = URL.createObjectURL(new Blob([worker], { type: 'text/javascript' }));
  const w = new Worker(url);
  const ms = await new Promise<number>((resolve) => {
    w.onmessage = (event) => {
      const start = performance.now();
      const data = event.data as { games?: unknown[]; bytes?: ArrayBuffer };
      const games = data.games ?? (JSON.parse(new TextDecoder().decode(data.bytes)) as unknown[]);
      if (games.length !== n) throw new Error('lost games');
      resolve(performance.now() - start);
    };
    w.postMessage({ n, how });
  });
  w.terminate();
  return ms;
};

async function main() {
  const browser = await launchChromium();
  const page = await browser.newPage();
  await page.goto('about:blank');
  for (const n of [3000, 10_000]) {
    for (const how of ['clone', 'transfer']) {
      const samples: number[] = [];
      for (let i = 0; i < 7; i++) samples.push(await page.evaluate(PAGE, { worker: WORKER, n, how }));
      samples.sort((a, b) => a - b);
      console.log(
        `${n} games, ${how}: median ${samples[3]!.toFixed(1)} ms on the page (${samples.map((s) => s.toFixed(1)).join(', ')})`,
      );
    }
  }
  await browser.close();
}

void main();
