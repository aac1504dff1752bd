import { and, asc, eq, like } from 'drizzle-orm';
import { ledger, users } from '../../server/db/schema';
import { post } from '../../server/ledger';
import { parseAnswer, type TestServer } from './harness';

/**
 * What the in-house studios' server tests share: the player's balance read and set through the ledger, a playable
 * game of a studio, the studio's page opened by startGame (its play key and committed hash), JSON posts to its
 * routes, and the player's game movements in the ledger.
 */
export function studioTools(server: TestServer, player: () => { userId: number; token: string }) {
  async function coinOf(id: number): Promise<number> {
    const [row] = await server.conn.db.select({ coin: users.coin }).from(users).where(eq(users.id, id));
    return row!.coin;
  }

  /** Sets the player's balance through the ledger (a test adjustment, like a deposit). */
  async function setCoin(target: number): Promise<void> {
    const { userId } = player();
    const coin = await coinOf(userId);
    await server.conn.db.transaction((tx) =>
      post(tx, { userId, amount: target - coin, kind: 'test', ref: `set:${target}:${coin}` }),
    );
  }

  /** The first playable game of a provider whose brand is not under maintenance either (some seeded brands are). */
  async function gameOf(providerId: string): Promise<number> {
    const snapshot = await server.catalogue.get(server.conn.db);
    const id = snapshot.playableIds.find(
      (gameId) =>
        snapshot.providerOf.get(gameId) === providerId && snapshot.gameById.get(gameId)?.params.brandMaintain === 0,
    );
    if (id === undefined) throw new Error(`no playable game of ${providerId} in the seed`);
    return id;
  }

  /** startGame for a game of the studio, then its page: the play key and the committed seed hash it shows. */
  async function openStudio(providerId: string) {
    const gameId = await gameOf(providerId);
    const started = parseAnswer(
      'startGame',
      (await server.call('startGame', { gameId }, { token: player().token })).json,
    );
    const res = await server.app.request(started.gameUrl);
    const html = await res.text();
    const key = /data-key="([0-9a-f]{48})"/.exec(html)?.[1] ?? '';
    const hash = /data-testid="game-seed-hash" id="seed-hash">([0-9a-f]{64})</.exec(html)?.[1];
    return { gameId, gameUrl: started.gameUrl, status: res.status, html, key, hash };
  }

  async function postJson<T>(path: string, body: unknown) {
    const res = await server.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as T };
  }

  const gameLedger = () =>
    server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, player().userId), like(ledger.kind, 'game:%')))
      .orderBy(asc(ledger.id));

  return { coinOf, setCoin, gameOf, openStudio, postJson, gameLedger };
}
