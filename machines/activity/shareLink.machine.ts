import { assertEvent, assign, type EventObject, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { absoluteUrl, type WebShareOutcome, webShare } from '../../src/platform/exchange/share';
import type { Settled } from '../shared/actorEvents';
import { type CopyEvent, copied, copyingState, copyTextActor } from '../shared/clipboard';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import { type ActivitySession, activityNotice } from './activity.machine';

/**
 * The share panel of every page where a player invites (spec §5; src/screens/activity/share/SharePanel.tsx):
 * the invite link from the server (shortUrl: the inviter's code, account id and the page's share source), shown
 * with its QR code, Copy, and Share where the browser has a system share sheet (`webShare` in the input, from
 * src/platform/exchange/share.ts). A player without a bound mobile gets no link: BIND sends them to /bind first (spec §5).
 * Tags: `bind` (no mobile), `busy`, `linked` (the link shows), `failed` (Retry).
 */

/** The title the system share sheet shows with the link. */
export const SHARE_TITLE = 'Lucky Lobby';

export interface ShareLinkInput {
  /** The share source the link carries (spec §5): which page it was shared from. */
  source: string;
  hasMobile: boolean;
  /** The browser has the Web Share API: Share is offered. */
  webShare: boolean;
  session?: ActivitySession;
}

export interface ShareLinkContext {
  source: string;
  hasMobile: boolean;
  webShare: boolean;
  session: ActivitySession | null;
  /** The absolute link, once made. */
  link: string | null;
  notice: Notice | null;
}

export type ShareLinkEvent =
  | { type: 'BIND' }
  /** Copy, with the link the panel shows. */
  | CopyEvent
  | { type: 'SHARE' }
  | { type: 'RETRY' }
  | Settled<string, 'link'>
  | Settled<boolean, 'copyText'>
  | Settled<WebShareOutcome, 'webShare'>;

export type ShareLinkTag = 'bind' | 'busy' | 'linked' | 'failed';

export const shareLinkMachine = setup({
  types: {} as TypesOf<ShareLinkContext, ShareLinkEvent, ShareLinkInput, never, EventObject, ShareLinkTag>,
  actors: {
    link: fromPromise<string, { source: string }>(async ({ input, signal }) =>
      absoluteUrl((await callApi('shortUrl', { source: input.source }, { signal })).url),
    ),
    copyText: copyTextActor,
    webShare: fromPromise<WebShareOutcome, { link: string }>(({ input }) => webShare(input.link, SHARE_TITLE)),
  },
  guards: {
    hasMobile: ({ context }) => context.hasMobile,
    canWebShare: ({ context }) => context.webShare,
    copied,
    shareFailed: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.webShare');
      return event.output === 'failed';
    },
  },
  actions: {
    goBind: ({ context }) => context.session?.send({ type: 'NAVIGATE', to: { page: 'bind' } }),
    assignLink: assign({
      link: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.link');
        return event.output;
      },
      notice: null,
    }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.link');
        return activityNotice(event.error);
      },
    }),
    noticeCopied: assign({ notice: () => notice('common.copySuccess', 'success') }),
    noticeCopyFailed: assign({ notice: () => notice('common.copyFail', 'error') }),
    noticeShareFailed: assign({ notice: () => notice('activity.share.shareFailed', 'error') }),
  },
}).createMachine({
  id: 'shareLink',
  context: ({ input }) => ({
    source: input.source,
    hasMobile: input.hasMobile,
    webShare: input.webShare,
    session: input.session ?? null,
    link: null,
    notice: null,
  }),
  initial: 'needsMobile',
  states: {
    needsMobile: {
      description: 'Spec §5: sharing needs a bound mobile. Without one there is no link: BIND goes to /bind.',
      tags: ['bind'],
      always: { guard: 'hasMobile', target: 'loading' },
      on: { BIND: { actions: 'goBind' } },
    },
    loading: {
      description: "The player's invite link for this source (shortUrl).",
      tags: ['busy'],
      invoke: {
        id: 'link',
        src: 'link',
        input: ({ context }) => ({ source: context.source }),
        onDone: { target: 'ready', actions: 'assignLink' },
        onError: { target: 'failed', actions: 'noticeFailure' },
      },
    },
    failed: {
      description: 'The link could not be made (its message shows): Retry.',
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
    ready: {
      description: 'The link, its QR code, Copy, and Share where the browser has a share sheet.',
      tags: ['linked'],
      on: {
        COPY: 'copying',
        SHARE: { guard: 'canWebShare', target: 'sharing' },
      },
    },
    copying: {
      ...copyingState({
        id: 'copyText',
        target: 'ready',
        description: 'The link goes to the clipboard; a status says whether it did.',
      }),
      tags: ['linked', 'busy'],
    },
    sharing: {
      description: 'The system share sheet is open; closing it says nothing, a sheet that cannot open says so.',
      tags: ['linked', 'busy'],
      invoke: {
        id: 'webShare',
        src: 'webShare',
        input: ({ context }) => ({ link: context.link ?? '' }),
        onDone: [{ guard: 'shareFailed', target: 'ready', actions: 'noticeShareFailed' }, { target: 'ready' }],
      },
    },
  },
});

export type ShareLinkMachine = typeof shareLinkMachine;
