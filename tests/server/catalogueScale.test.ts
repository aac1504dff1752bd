import { describe, expect, it } from 'vitest';
import { parseAnswer, setupServer } from './harness';

const GAMES = 10_000;
const server = setupServer({ seed: { games: GAMES } });

describe(`a ${GAMES.toLocaleString('en-US')}-game catalogue`, () => {
  it('reseeds quickly and serves the whole list once; a client holding the version gets none', async () => {
    const started = performance.now();
    await server.reset();
    const seedMs = performance.now() - started;
    console.log(`[scale] reset + seed of ${GAMES} games: ${Math.round(seedMs)} ms`);
    expect(seedMs).toBeLessThan(30_000);

    const full = await server.call('appConfig', {});
    const data = parseAnswer('appConfig', full.json);
    expect(data.gameList).toHaveLength(GAMES);
    const again = await server.call('appConfig', { gameListVersion: data.gameListVersion });
    const cached = parseAnswer('appConfig', again.json);
    expect(cached.gameList).toBeNull();
    expect(cached.gameListVersion).toBe(data.gameListVersion);
    const fullBytes = JSON.stringify(full.json).length;
    const cachedBytes = JSON.stringify(again.json).length;
    console.log(`[scale] appConfig: ${fullBytes} B with the list, ${cachedBytes} B for a current client`);
    expect(cachedBytes).toBeLessThan(fullBytes / 20);
  });
});
