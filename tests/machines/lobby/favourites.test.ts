import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { favouritesMachine, type GameLikeRequest } from '../../../machines/lobby/favourites.machine';
import type { AppConfig, LoadAnonymousConfigInput } from '../../../machines/session/session.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { local } from '../../../src/platform/storage/storage';
import { loginResult, webConfig } from '../fixtures';
import { provideSession } from '../session/provideSession';

/** The favourites flow with a scripted gameLike: only errcode 0 tells the session (spec §4, §8). */
function run(answer: (request: GameLikeRequest) => Promise<unknown>) {
  const requests: GameLikeRequest[] = [];
  /** What the session heard from the favourites (no relay component in between). */
  const emitted: unknown[] = [];
  const session = { send: (event: unknown) => emitted.push(event) };
  const actor = createActor(
    favouritesMachine.provide({
      actors: {
        gameLike: fromPromise<unknown, GameLikeRequest>(({ input }) => {
          requests.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { session } },
  );
  actor.start();
  return { actor, requests, emitted };
}

describe('favourites machine', () => {
  it('tells the session the change only after errcode 0', async () => {
    const { actor, requests, emitted } = run(async () => ({}));
    actor.send({ type: 'TOGGLE', gameId: 10001, like: 1, guest: false });
    expect(emitted).toEqual([]);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(requests).toEqual([{ id: 10001, like: 1 }]);
    expect(emitted).toEqual([{ type: 'FAVOURITE.CHANGED', gameId: 10001, liked: true }]);
    expect(actor.getSnapshot().context.notice?.id).toBe('lobby.favourite.added');
  });

  it('changes nothing on errcode 1004 (a short message only)', async () => {
    const { actor, emitted } = run(async () => {
      throw new ErrcodeError('/app/v1/gameLike', 1004, 200);
    });
    actor.send({ type: 'TOGGLE', gameId: 10001, like: 1, guest: false });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().context.notice?.id).toBe('lobby.favourite.refused');
  });

  it('ignores presses while a request is under way, and sends a guest to /login without a request', async () => {
    let release!: () => void;
    const { actor, requests, emitted } = run(() => new Promise((resolve) => (release = () => resolve({}))));
    actor.send({ type: 'TOGGLE', gameId: 1, like: 1, guest: false });
    actor.send({ type: 'TOGGLE', gameId: 2, like: 1, guest: false });
    expect(requests).toHaveLength(1);
    release();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'TOGGLE', gameId: 3, like: 1, guest: true });
    expect(requests).toHaveLength(1);
    expect(emitted.at(-1)).toEqual({ type: 'NAVIGATE', to: { page: 'login' } });
  });
});

describe('session FAVOURITE.CHANGED', () => {
  it('sets and clears one like and persists the user state', async () => {
    local.clear();
    const player = createActor(
      provideSession({
        loadAnonymousConfig: fromPromise<AppConfig, LoadAnonymousConfigInput>(async () => ({
          webConfig: webConfig(),
          gameListVersion: 'v',
          gameList: [],
        })),
        reportDevice: fromPromise<void>(async () => undefined),
      }).provide({ delays: { loginRedirect: 0 } }),
    );
    player.start();
    await waitFor(player, (s) => s.matches('guest'));
    player.send({ type: 'LOGGED_IN', result: loginResult({ gameLikes: { '5': 1 } }) });
    await waitFor(player, (s) => s.matches('loggedIn'));
    player.send({ type: 'FAVOURITE.CHANGED', gameId: 7, liked: true });
    expect(player.getSnapshot().context.gameLikes).toEqual({ '5': 1, '7': 1 });
    player.send({ type: 'FAVOURITE.CHANGED', gameId: 5, liked: false });
    expect(player.getSnapshot().context.gameLikes).toEqual({ '7': 1 });
    expect((local.get('userState') as { gameLikes: unknown }).gameLikes).toEqual({ '7': 1 });
    player.stop();
  });
});
