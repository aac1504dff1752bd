import { setup } from 'xstate';
import { isDesktop } from '../../src/platform/clientFacts';
import { session } from '../../src/platform/storage';

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
  | { type: 'NOTICE.CLOSED' };

export const overlaysMachine = setup({
  types: {
    context: {} as { desktop: boolean },
    events: {} as OverlaysEvent,
    input: {} as OverlaysInput,
  },
  guards: {
    noticeDue: ({ context }) => !context.desktop && session.get('noticePopupShown') !== true,
  },
}).createMachine({
  id: 'overlays',
  context: ({ input }) => ({ desktop: input.desktop ?? isDesktop() }),
  type: 'parallel',
  states: {
    prompt: {
      initial: 'clear',
      states: {
        clear: { on: { 'PROMPT.SHOWN': 'up' } },
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
          on: { READY: [{ guard: 'noticeDue', target: 'notice' }, { target: 'activity' }] },
        },
        notice: {
          description: "The notice pop-up's turn (mobile, not yet closed in this tab).",
          tags: 'notice',
          on: { 'NOTICE.CLOSED': 'activity' },
        },
        activity: {
          description: "The activity modal's turn (a logged-in player's live, unseen activities).",
          tags: 'activity',
        },
      },
    },
  },
});

export type OverlaysMachine = typeof overlaysMachine;
