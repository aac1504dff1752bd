import { overlaysMachine } from '../../../machines/session/overlays.machine';
import { session } from '../../../src/platform/storage/storage';
import { defineMachineSpec } from '../coverage/measureCoverage';

const spec = (desktop: boolean, shownBefore: boolean, promoSpent = false, floatingHidden = false) =>
  defineMachineSpec({
    name: 'overlays',
    machine: overlaysMachine,
    input: { desktop },
    events: [
      { type: 'READY' },
      { type: 'PROMPT.SHOWN' },
      { type: 'PROMPT.HIDDEN' },
      { type: 'NOTICE.CLOSED' },
      { type: 'NOTICE.CLOSED', shown: true },
      { type: 'PLAYED' },
      { type: 'FLOATING.HIDE' },
    ],
    mocks: () => ({}),
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.played, snapshot.context.promoShown]),
    prepare: () => {
      session.clear();
      if (shownBefore) session.set('noticePopupShown', true);
      if (promoSpent) session.set('promoDialogShown', true);
      if (floatingHidden) session.set('floatingHidden', true);
    },
  });

/**
 * A phone's first visit in the tab (the notice pop-up's turn), a tab that closed it already, the desktop, a spent
 * visit, and a tab whose floating icons were closed before.
 */
export const overlaysSpecs = [
  spec(false, false),
  spec(false, true),
  spec(true, false),
  spec(false, true, true),
  spec(false, false, false, true),
];
