import type { APIRequestContext, FrameLocator } from '@playwright/test';
import type { Game } from '../../src/api/contract/entities';

/** The seed's game types by the engine that serves them (server/games/catalogue.ts PROVIDER_BY_GAME_TYPE). */
export const GAME_TYPE = { slots: 1, fish: 2, cards: 3, sports: 4, live: 5, games: 6 } as const;

/** A game of `typeId` a player can open now: listed, not in maintenance, its brand not in maintenance. */
export async function playableGame(request: APIRequestContext, typeId: number): Promise<Game> {
  const res = await request.post('/prod-api-2/app/v1/anonymous/appConfig', { data: {} });
  const { gameList } = (await res.json()) as { gameList: Game[] };
  const game = gameList.find(
    (g) => g.typeId === typeId && g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0,
  );
  if (!game) throw new Error(`no playable game of type ${typeId} in the seed`);
  return game;
}

/** A peso figure a game page shows, as centavos. */
export async function centavos(frame: FrameLocator, testId: string): Promise<number> {
  const shown = (await frame.getByTestId(testId).textContent()) ?? '';
  return Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);
}
