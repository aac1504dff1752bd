import { assign, setup } from 'xstate';
import { isDesktop } from '../../src/platform/device/clientFacts';
import { session } from '../../src/platform/storage/storage';
import type { TypesOf } from '../shared/machineTypes';

/**
 * The home's overlays, one at a time (docs/promotions.md "One overlay at a time"): a child of the session
 * (systemId 'overlays') in two regions.
 *
 * - `prompt`: whether the prompts child has a prompt on screen (the session forwards PROMPT.SHOWN / HIDDEN).
 *   While one is up, nothing below shows.
 * - `sequence`: once the configuration is in (READY), the notice pop-up's turn (mobile, once per tab:
 *   session storage `noticePopupShown`), then the activity modal's. The pop-up's machine reports
 *   NOTICE.CLOSED through the session when it closes or has nothing to show.
 *
 * At most one promotional dialog per visit before the player has played (a new player meets no pile of pop-ups): a
 * prompt on screen, or the notice pop-up actually shown, counts (session storage `promoDialogShown`, so a reload is the
 * same visit); after it the notice and the activity modal wait in `quiet` until the session reports a game (PLAYED).
 *
 * - `floating`: the home's floating activity icons (mobile), shown until the player hides them with their close
 *   button (FLOATING.HIDE); hidden for the rest of the tab's session (session storage `floatingHidden`).
 *
 * Components only render what `overlayShown` says; the layouts decide the page (the home).
 */

export interface OverlaysInput {
  /** The desktop layout has no notice pop-up; read from the browser when omitted. */
  desktop?: boolean;
}

export type OverlaysEvent =
  | { type: 'READY' }
  | { type: 'PROMPT.SHOWN' }
  | { type: 'PROMPT.HIDDEN' }
  | { type: 'NOTICE.CLOSED'; shown?: boolean }
  /** The player opened a game: promotions may follow. */
  | { type: 'PLAYED' }
  /** The player closed the floating activity icons. */
  | { type: 'FLOATING.HIDE' };

/** Session storage flag: a promotional dialog has been shown in this visit (tab). */
export const PROMO_SHOWN_KEY = 'promoDialogShown';

export const overlaysMachine = setup({
  types: {} as TypesOf<{ desktop: boolean; played: boolean; promoShown: boolean }, OverlaysEvent, OverlaysInput>,
  guards: {
    noticeDue: ({ context }) => !context.desktop && session.get('noticePopupShown') !== true,
    /** One promotional dialog was shown in this visit and the player has not played since. */
    promoSpent: ({ context }) => !context.played && context.promoShown,
    notPlayed: ({ context }) => !context.played,
    /** The player saw the pop-up (with nothing to show it closes unseen). */
    noticeWasShown: ({ context, event }) => !context.played && event.type === 'NOTICE.CLOSED' && event.shown === true,
    hiddenBefore: () => session.get('floatingHidden') === true,
  },
  actions: {
    rememberPromo: assign(() => {
      session.set(PROMO_SHOWN_KEY, true);
      return { promoShown: true };
    }),
    assignPlayed: assign({ played: true }),
    rememberHidden: () => session.set('floatingHidden', true),
  },
}).createMachine({
  id: 'overlays',
  context: ({ input }) => ({
    desktop: input.desktop ?? isDesktop(),
    played: false,
    promoShown: session.get(PROMO_SHOWN_KEY) === true,
  }),
  type: 'parallel',
  on: { PLAYED: { actions: 'assignPlayed' } },
  states: {
    prompt: {
      initial: 'clear',
      states: {
        clear: { on: { 'PROMPT.SHOWN': { target: 'up', actions: 'rememberPromo' } } },
        up: {
          description: 'A prompt (age, force update, download…) is on screen: the others wait behind it.',
          tags: 'promptUp',
          on: { 'PROMPT.HIDDEN': 'clear' },
        },
      },
    },
    sequence: {
      initial: 'waiting',
      states: {
        waiting: {
          description: 'The configuration (and with it the notices) is not in yet.',
          on: { READY: 'deciding' },
        },
        deciding: {
          description: 'Whose turn: none when this visit had its promotional dialog and no game since.',
          always: [
            { guard: 'promoSpent', target: 'quiet' },
            { guard: 'noticeDue', target: 'notice' },
            { target: 'activity' },
          ],
        },
        notice: {
          description: "The notice pop-up's turn (mobile, not yet closed in this tab).",
          tags: 'notice',
          on: {
            'NOTICE.CLOSED': [
              { guard: 'noticeWasShown', target: 'quiet', actions: 'rememberPromo' },
              { target: 'activity' },
            ],
            // A prompt came first: it was this visit's promotional dialog.
            'PROMPT.SHOWN': { guard: 'notPlayed', target: 'quiet' },
          },
        },
        activity: {
          description: "The activity modal's turn (a logged-in player's live, unseen activities).",
          tags: 'activity',
        },
        quiet: {
          description: 'This visit had its promotional dialog: nothing more until the player has played.',
          on: { PLAYED: { target: 'activity', actions: 'assignPlayed' } },
        },
      },
    },
    floating: {
      // Without descriptions: this machine is in the guest's first download (the region is described above).
      initial: 'shown',
      states: {
        shown: {
          tags: 'floating',
          // Closed earlier in this tab (a reload): hidden from the start.
          always: { guard: 'hiddenBefore', target: 'hidden' },
          on: { 'FLOATING.HIDE': { target: 'hidden', actions: 'rememberHidden' } },
        },
        hidden: {},
      },
    },
  },
});

export type OverlaysMachine = typeof overlaysMachine;
