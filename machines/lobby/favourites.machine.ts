import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { errorMessage } from '../../src/api/client/errorMessage';
import { ErrcodeError } from '../../src/api/client/errors';
import type { Settled } from '../shared/actorEvents';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { FavouriteChanged, NavigateRequest, SessionRef } from '../shared/protocol';

/**
 * Favouriting a game (spec §4 "Favourite", §8): gameLike {id, like}; the local store changes ONLY on errcode 0,
 * by telling the session FAVOURITE.CHANGED itself (the session owns gameLikes and persists userState; no relay
 * component in between). Errcode 1004 (the server refuses this game, docs/lobby.md) changes
 * nothing; the player gets a short message so the press does not look ignored. A guest is sent to /login (NAVIGATE to the session, which emits the one `navigate`).
 * One request at a time: a press while saving is ignored (the star shows busy).
 */

export interface GameLikeRequest {
  id: number;
  like: 0 | 1;
}

export const FAVOURITE_REFUSED = 1004;

export type FavouritesEvent =
  /** `like` is what the player asks for: 1 to favourite, 0 to remove. */
  { type: 'TOGGLE'; gameId: number; like: 0 | 1; guest: boolean } | Settled<unknown, 'gameLike'>;

/** The session as the favourites see it: it hears a confirmed change and the guest's way to /login. */
export type FavouritesSession = SessionRef<FavouriteChanged | NavigateRequest>;

export interface FavouritesInput {
  session?: FavouritesSession;
}

export interface FavouritesContext {
  request: GameLikeRequest | null;
  notice: Notice | null;
  session: FavouritesSession | null;
}

export const favouritesMachine = setup({
  types: {} as TypesOf<FavouritesContext, FavouritesEvent, FavouritesInput, 'gameLike'>,
  actors: {
    gameLike: fromPromise<unknown, GameLikeRequest>(({ input, signal }) => callApi('gameLike', input, { signal })),
  },
  guards: {
    isGuest: ({ event }) => {
      assertEvent(event, 'TOGGLE');
      return event.guest;
    },
    refusedByServer: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.gameLike');
      return event.error instanceof ErrcodeError && event.error.errcode === FAVOURITE_REFUSED;
    },
  },
  actions: {
    assignRequest: assign({
      request: ({ event }) => {
        assertEvent(event, 'TOGGLE');
        return { id: event.gameId, like: event.like };
      },
    }),
    /** The only place the store changes: the session applies it on errcode 0. */
    announceChange: ({ context }) =>
      context.session?.send({
        type: 'FAVOURITE.CHANGED',
        gameId: context.request!.id,
        liked: context.request!.like === 1,
      }),
    noticeSaved: assign({
      notice: ({ context }) =>
        notice(context.request!.like === 1 ? 'lobby.favourite.added' : 'lobby.favourite.removed', 'success'),
    }),
    noticeRefused: assign({ notice: () => notice('lobby.favourite.refused', 'error') }),
    noticeFailed: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.gameLike');
        const text = errorMessage(event.error);
        return notice(text.id, 'error', text.values);
      },
    }),
    clearRequest: assign({ request: null }),
    navigateToLogin: ({ context }) => context.session?.send({ type: 'NAVIGATE', to: { page: 'login' } }),
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({ request: null, notice: null, session: input.session ?? null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for a press on a favourite star.',
      on: {
        TOGGLE: [
          { guard: 'isGuest', actions: 'navigateToLogin' },
          { target: 'saving', actions: 'assignRequest' },
        ],
      },
    },
    saving: {
      description: 'gameLike is under way; the star shows busy and further presses are ignored.',
      invoke: {
        id: 'gameLike',
        src: 'gameLike',
        input: ({ context }) => context.request!,
        onDone: { target: 'idle', actions: ['announceChange', 'noticeSaved', 'clearRequest'] },
        onError: [
          { guard: 'refusedByServer', target: 'idle', actions: ['noticeRefused', 'clearRequest'] },
          { target: 'idle', actions: ['noticeFailed', 'clearRequest'] },
        ],
      },
    },
  },
});

export type FavouritesMachine = typeof favouritesMachine;
