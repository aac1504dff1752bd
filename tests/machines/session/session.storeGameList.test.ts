import { expect, test } from 'vitest';
import { assign, createActor, fromPromise, type Snapshot, setup } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import type { Game } from '../../../src/api/contract/entities';
import type { IndexedCatalogue } from '../../../src/platform/gameList/catalogue';
import type { StoreCatalogueInput } from '../../../src/platform/gameList/catalogueActors';
import { game } from '../fixtures';

/**
 * The session's `storeGameList` (a player's new list handed to the worker, not waited for) run twice back to back,
 * the first store still running. The session's chart reaches it once per start-up, so a small host machine runs
 * the session's own action: the older store must be stopped, never left live beside a second child of the same id.
 */
test('a second list while the first is still being stored stops the first store; one child, the newest list', () => {
  const starts: StoreCatalogueInput[] = [];
  const stopped: string[] = [];
  const storeCatalogue = fromPromise<IndexedCatalogue, StoreCatalogueInput>(({ input, signal }) => {
    starts.push(input);
    signal.addEventListener('abort', () => stopped.push(input.version));
    return new Promise<IndexedCatalogue>(() => {});
  });
  const host = setup({
    types: {} as {
      context: { gameList: Game[]; gameListVersion: string | null };
      events: { type: 'LIST'; games: Game[]; version: string };
    },
    actors: { storeCatalogue },
    actions: { storeGameList: sessionMachine.implementations.actions.storeGameList as never },
  }).createMachine({
    context: { gameList: [], gameListVersion: null },
    on: {
      LIST: {
        actions: [assign(({ event }) => ({ gameList: event.games, gameListVersion: event.version })), 'storeGameList'],
      },
    },
  });
  const actor = createActor(host).start();
  actor.send({ type: 'LIST', games: [game(1)], version: 'v2' });
  actor.send({ type: 'LIST', games: [game(2)], version: 'v3' });

  expect(starts.map((input) => input.version)).toEqual(['v2', 'v3']);
  expect(stopped).toEqual(['v2']);
  const children = Object.values(actor.getSnapshot().children) as { getSnapshot(): Snapshot<unknown> }[];
  expect(children).toHaveLength(1);
  expect(children[0]?.getSnapshot().status).toBe('active');
  expect(Object.keys(actor.getSnapshot().children)).toEqual(['storeCatalogue']);
  actor.stop();
});
