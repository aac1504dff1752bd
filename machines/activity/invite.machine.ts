import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, emit, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import type { PageLink } from '../../src/api/contract/pages';
import { absoluteUrl, type ShareOutcome, shareLink } from '../../src/platform/share';
import { type Notice, notice } from '../shared/notice';
import {
  activityNotice,
  CLAIM_DEBOUNCE_MS,
  COUNTDOWN_TICK_MS,
  isClosingErrcode,
  type SessionReceiver,
} from './activityRules';

/**
 * Invite friends (spec §2, §4, §5; docs/promotions.md), the page /activity/inviteFriends. Load → ready: a countdown to
 * expireTime, two prizes, progress (invites + 1) / (required + 1). INVITE needs a bound mobile (else navigate to
 * /bind), then asks the server for a share link (shortUrl: the inviter's code, account id and share source) and
 * shares it (share sheet, else clipboard; the page shows the link either way). RECEIVE works above status 0 and
 * not at 2, debounced 200 ms, then refreshes the coins. Activity errcodes 1001-1010 show activity.act39.err{code}
 * and close the page when they answer the load; a refused link or prize only says why; others show
 * common.errorError. At the end of the countdown an alert says the event ended.
 */

export type InviteState = DataOf<'appInviteBonus1User'>;
export type InviteClaim = DataOf<'appInviteBonus1UserReceive'>;
export type InvitePrize = WebConfig['appInviteBonus1ConfigList'][number];
export type ShareLink = DataOf<'shortUrl'>;

/** The share source of the invite page's link (spec §5). */
export const INVITE_SOURCE = 'inviteFriends';

export interface InviteInput {
  prizes: readonly InvitePrize[];
  /** Whether the player has a bound mobile (spec §5: sharing requires one). */
  hasMobile: boolean;
  session?: SessionReceiver;
}

export interface InviteContext {
  prizes: readonly InvitePrize[];
  hasMobile: boolean;
  session: SessionReceiver | null;
  state: InviteState['appInviteBonus1User'];
  expireTime: number;
  now: number;
  /** The absolute share link, once fetched. */
  link: string | null;
  receiving: number | null;
  notice: Notice | null;
}

export type InviteEvent =
  | { type: 'INVITE' }
  | { type: 'RECEIVE'; propId: number }
  | { type: 'RETRY' }
  | { type: 'ACKNOWLEDGE' }
  | DoneActorEvent<InviteState, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<{ link: ShareLink; outcome: ShareOutcome }, 'share'>
  | ErrorActorEvent<unknown, 'share'>
  | DoneActorEvent<InviteClaim, 'receive'>
  | ErrorActorEvent<unknown, 'receive'>;

export type InviteEmitted = { type: 'exit' } | { type: 'navigate'; to: PageLink; replace?: boolean };

/** The prize being worked on. */
export function currentPrize(context: Pick<InviteContext, 'prizes' | 'state'>): InvitePrize | undefined {
  return context.prizes.find((prize) => prize.id === context.state?.awardId);
}

/** Progress of the bar (spec §4): (invites + 1) / (required + 1), at most 1. */
export function inviteProgress(context: Pick<InviteContext, 'prizes' | 'state'>): number {
  const required = currentPrize(context)?.inviteCount ?? 0;
  const invites = context.state?.inviteCount ?? 0;
  return Math.min(1, (invites + 1) / (required + 1));
}

export const inviteMachine = setup({
  types: {
    context: {} as InviteContext,
    events: {} as InviteEvent,
    input: {} as InviteInput,
    emitted: {} as InviteEmitted,
  },
  actors: {
    load: fromPromise<InviteState>(({ signal }) => callApi('appInviteBonus1User', {}, { signal })),
    share: fromPromise<{ link: ShareLink; outcome: ShareOutcome }>(async ({ signal }) => {
      const link = await callApi('shortUrl', { source: INVITE_SOURCE }, { signal });
      return { link, outcome: await shareLink(absoluteUrl(link.url), 'Lucky Lobby') };
    }),
    receive: fromPromise<InviteClaim, { propId: number }>(({ input, signal }) =>
      callApi('appInviteBonus1UserReceive', { propId: input.propId }, { signal }),
    ),
  },
  guards: {
    noOffer: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.load');
      return event.output.appInviteBonus1User === null;
    },
    closingError: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.load');
      return isClosingErrcode(event.error);
    },
    needsMobile: ({ context }) => !context.hasMobile,
    canInvite: ({ context }) => context.state !== null && context.state.itemStatus !== 2,
    canReceive: ({ context, event }) => {
      assertEvent(event, 'RECEIVE');
      return context.state?.itemStatus === 1 && context.state.awardId === event.propId;
    },
    ended: ({ context }) => context.expireTime !== -1 && Date.now() >= context.expireTime,
    counting: ({ context }) => context.expireTime !== -1,
    copied: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.share');
      return event.output.outcome === 'copied';
    },
    copyFailed: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.share');
      return event.output.outcome === 'failed';
    },
  },
  actions: {
    assignState: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.load');
      return { state: event.output.appInviteBonus1User, expireTime: event.output.expireTime, now: Date.now() };
    }),
    assignLink: assign({
      link: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.share');
        return absoluteUrl(event.output.link.url);
      },
    }),
    assignReceived: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.receive');
      return { state: event.output.appInviteBonus1User, receiving: null };
    }),
    assignReceiving: assign({
      receiving: ({ event }) => {
        assertEvent(event, 'RECEIVE');
        return event.propId;
      },
    }),
    assignNow: assign({ now: () => Date.now() }),
    goBind: emit({ type: 'navigate', to: { page: 'bind' } }),
    refreshBalance: ({ context }) => context.session?.send({ type: 'BALANCE.REFRESH' }),
    noticeCopied: assign({ notice: () => notice('common.copySuccess', 'success') }),
    noticeCopyFailed: assign({ notice: () => notice('common.copyFail', 'error') }),
    noticeReceived: assign({ notice: () => notice('activity.invite.received', 'success') }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, ['xstate.error.actor.load', 'xstate.error.actor.share', 'xstate.error.actor.receive']);
        return activityNotice(event.error);
      },
      receiving: null,
    }),
    noticeEnded: assign({ notice: () => notice('activity.ended', 'error') }),
    noticeUnavailable: assign({ notice: () => notice('activity.act39.err1010', 'error') }),
    emitExit: emit({ type: 'exit' }),
  },
  delays: {
    countdownTick: COUNTDOWN_TICK_MS,
    claimDebounce: CLAIM_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'invite',
  context: ({ input }) => ({
    prizes: input.prizes,
    hasMobile: input.hasMobile,
    session: input.session ?? null,
    state: null,
    expireTime: -1,
    now: Date.now(),
    link: null,
    receiving: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'appInviteBonus1User: the prize worked on, the invitations counted, its status, the end.',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          { guard: 'noOffer', target: 'closing', actions: 'noticeUnavailable' },
          { target: 'ready', actions: 'assignState' },
        ],
        onError: [
          { guard: 'closingError', target: 'closing', actions: 'noticeFailure' },
          { target: 'failed', actions: 'noticeFailure' },
        ],
      },
    },
    ready: {
      description: 'The prizes and progress; Invite at 0, Receive above 0 (disabled at 2); a 1 s countdown.',
      on: {
        INVITE: [
          { guard: 'needsMobile', actions: 'goBind' },
          { guard: 'canInvite', target: 'sharing' },
        ],
        RECEIVE: { guard: 'canReceive', target: 'debouncing', actions: 'assignReceiving' },
      },
      after: {
        countdownTick: [
          { guard: 'ended', target: 'closing', actions: 'noticeEnded' },
          { guard: 'counting', target: 'ready', reenter: true, actions: 'assignNow' },
        ],
      },
    },
    sharing: {
      description: 'shortUrl, then the share sheet or the clipboard; the link stays on the page.',
      invoke: {
        id: 'share',
        src: 'share',
        onDone: [
          { guard: 'copied', target: 'ready', actions: ['assignLink', 'noticeCopied'] },
          { guard: 'copyFailed', target: 'ready', actions: ['assignLink', 'noticeCopyFailed'] },
          { target: 'ready', actions: 'assignLink' },
        ],
        // A refused link (an activity errcode too) only says why: the page stays.
        onError: { target: 'ready', actions: 'noticeFailure' },
      },
    },
    debouncing: {
      description: 'A Receive waits 200 ms; another press restarts the wait.',
      on: { RECEIVE: { guard: 'canReceive', target: 'debouncing', reenter: true, actions: 'assignReceiving' } },
      after: { claimDebounce: 'receiving' },
    },
    receiving: {
      description: 'appInviteBonus1UserReceive for the current prize; the coins refresh after it pays.',
      invoke: {
        id: 'receive',
        src: 'receive',
        input: ({ context }) => ({ propId: context.receiving ?? 0 }),
        onDone: { target: 'ready', actions: ['assignReceived', 'noticeReceived', 'refreshBalance'] },
        // Spec §8: an activity errcode closes the activity when loading; a refused claim only says why.
        onError: { target: 'ready', actions: 'noticeFailure' },
      },
    },
    closing: {
      description: 'An alert says why the page closes (ended, or an activity errcode); OK goes back.',
      on: { ACKNOWLEDGE: { target: 'closed', actions: 'emitExit' } },
    },
    failed: {
      description: 'The load failed for another reason: retry.',
      on: { RETRY: 'loading' },
    },
    closed: { type: 'final', description: 'The page is left.' },
  },
});

export type InviteMachine = typeof inviteMachine;
