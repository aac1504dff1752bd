import { type EventObject, fromCallback } from 'xstate';

/**
 * The browser's own install offer (issue 17, docs/pwa.md): Chrome, Edge and Samsung Internet fire
 * `beforeinstallprompt` when the app is installable (web manifest, icons, service worker). The adapter keeps the
 * event (its default mini-infobar is suppressed: the prompts decide when to offer), tells the prompts machine
 * (`INSTALL_OFFERED`, and `INSTALLED` after `appinstalled`), and shows the browser's install dialog on request.
 * Safari (iOS) has no such event: the iOS add-to-home-screen guide stays a guide.
 *
 * The listeners are attached when this module loads (src/app/main.tsx imports it), because the browser may fire
 * the event before any screen asks; the machine (machines/shared/appInstall.machine.ts) runs only in the screens
 * that offer Install (the prompts' dialogs, /apkdownload), which load lazily, and hears a pending offer at start.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOfferEvent = { type: 'INSTALL_OFFERED' } | { type: 'INSTALLED' };
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<(event: InstallOfferEvent) => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener({ type: 'INSTALL_OFFERED' });
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    for (const listener of listeners) listener({ type: 'INSTALLED' });
  });
}

/** Reports the browser's offer (also one made before the machine started) and a finished install. */
export const installOffers = fromCallback<EventObject, void, InstallOfferEvent>(({ sendBack }) => {
  if (installed) sendBack({ type: 'INSTALLED' });
  else if (offer) sendBack({ type: 'INSTALL_OFFERED' });
  listeners.add(sendBack);
  return () => listeners.delete(sendBack);
});

/** Shows the browser's install dialog (once per offer) and says what the player chose. */
export async function promptInstall(): Promise<InstallOutcome> {
  const pending = offer;
  if (!pending) return 'unavailable';
  offer = null;
  await pending.prompt();
  return (await pending.userChoice).outcome;
}
