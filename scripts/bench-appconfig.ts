import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { newBenchPage } from './bench-lobby';

/** One appConfig answer as the browser received it. */
export interface AppConfigVisit {
  /** Content-Encoding the server chose for the browser's Accept-Encoding (empty = identity). */
  encoding: string;
  /** Body bytes on the wire (encoded), from the browser's network stack. */
  wireBytes: number;
  /** Decoded JSON bytes. */
  rawBytes: number;
  /** For reference: what gzip -9 and brotli (quality 11) would make of the same body. */
  gzip9Bytes: number;
  brotliBytes: number;
  /** Whether the answer carried the game list (false = the client's version was current). */
  gameListSent: boolean;
  games: number;
}

export interface AppConfigFigures {
  first: AppConfigVisit | null;
  /** A reload in the same browser profile: the client holds the stored list and sends its gameListVersion. */
  returning: AppConfigVisit | null;
  failures: string[];
}

const isAppConfig = (res: Response) => new URL(res.url()).pathname.endsWith('/appConfig');

async function weigh(res: Response): Promise<AppConfigVisit> {
  const [sizes, body] = await Promise.all([res.request().sizes(), res.body()]);
  const json = JSON.parse(body.toString('utf8')) as { gameList?: unknown[] | null };
  return {
    encoding: res.headers()['content-encoding'] ?? '',
    wireBytes: sizes.responseBodySize,
    rawBytes: body.length,
    gzip9Bytes: gzipSync(body, { level: 9 }).length,
    brotliBytes: brotliCompressSync(body).length,
    gameListSent: Array.isArray(json.gameList),
    games: Array.isArray(json.gameList) ? json.gameList.length : 0,
  };
}

/** Loads /lobby/home as a new guest, then reloads it as the same (returning) guest; weighs appConfig each time. */
export async function measureAppConfig(browser: Browser, baseURL: string): Promise<AppConfigFigures> {
  const figures: AppConfigFigures = { first: null, returning: null, failures: [] };
  const { context, page } = await newBenchPage(browser, baseURL);
  try {
    const visit = async (label: string, go: () => Promise<unknown>) => {
      const answer = page.waitForResponse(isAppConfig, { timeout: 30_000 });
      await go();
      const res = await answer.catch(() => null);
      await page.waitForLoadState('networkidle');
      if (!res) {
        figures.failures.push(`${label}: no appConfig request`);
        return null;
      }
      return weigh(res);
    };
    figures.first = await visit('first visit', () => page.goto('/lobby/home'));
    figures.returning = await visit('returning visit', () => page.reload());
  } catch (err) {
    figures.failures.push(err instanceof Error ? err.message.split('\n')[0]! : String(err));
  } finally {
    await context.close();
  }
  return figures;
}
