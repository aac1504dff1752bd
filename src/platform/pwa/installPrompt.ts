import { type EventObject, fromCallback } from 'xstate';
import { installOffer } from './installOffer';

/**
 * The install adapter (docs/pwa.md) for machines/pwa/appInstall.machine.ts: reports the browser's offer
 * (`INSTALL_OFFERED`, also one made before the machine started, caught by src/platform/pwa/installOffer.ts) and a
 * finished install (`INSTALLED`), and shows the browser's install dialog on request. Safari (iOS) makes no offer: the
 * iOS add-to-home-screen guide stays a guide.
 */
export type InstallOfferEvent = { type: 'INSTALL_OFFERED' } | { type: 'INSTALLED' };
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export const installOffers = fromCallback<EventObject, void, InstallOfferEvent>(({ sendBack }) => {
  const report = () => {
    if (installOffer.installed) sendBack({ type: 'INSTALLED' });
    else if (installOffer.event) sendBack({ type: 'INSTALL_OFFERED' });
  };
  report();
  installOffer.onChange = report;
  return () => {
    if (installOffer.onChange === report) installOffer.onChange = null;
  };
});

/** Shows the browser's install dialog (once per offer) and says what the player chose. */
export async function promptInstall(): Promise<InstallOutcome> {
  const pending = installOffer.event;
  if (!pending) return 'unavailable';
  installOffer.event = null;
  await pending.prompt();
  return (await pending.userChoice).outcome;
}
