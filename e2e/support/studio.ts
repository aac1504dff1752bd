import type { APIRequestContext, FrameLocator } from '@playwright/test';
import type { Game } from '../../src/api/contract/entities';

/** What the in-house studios' journeys share: a game of one type to open, and the figures their pages show. */

/** A playable game of a type (server/seed/catalogue.ts GAME_TYPES): its studio serves them all. */
export async function playableGameOfType(request: APIRequestContext, typeId: number): Promise<Game> {
  const res = await request.post('/prod-api-2/app/v1/anonymous/appConfig', { data: {} });
  const { gameList } = (await res.json()) as { gameList: Game[] };
  const game = gameList.find(
    (g) => g.typeId === typeId && g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0,
  );
  if (!game) throw new Error(`no playable game of type ${typeId} in the seed`);
  return game;
}

/** A peso figure on the studio's page as centavos. */
export async function centavos(frame: FrameLocator, testId: string): Promise<number> {
  const shown = (await frame.getByTestId(testId).textContent()) ?? '';
  return Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);
}
