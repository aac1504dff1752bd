import type { APIRequestContext, FrameLocator } from '@playwright/test';
import type { Game } from '../../src/api/contract/entities';

/** What the in-house studios' journeys share: a playable game of a type, and a peso figure read off the page. */

/** A playable game of the type (its brand not under maintenance either): the type's studio serves them all. */
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
