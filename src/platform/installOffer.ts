/**
 * Catches the browser's install offer from the start (issue 17, docs/pwa.md): Chrome, Edge and Samsung Internet fire
 * `beforeinstallprompt` when the app is installable, maybe before any screen asks. src/app/main.tsx imports this
 * module for its listeners; the rest of the adapter (src/platform/installPrompt.ts) loads with the screens that offer
 * Install. The browser's mini-infobar is suppressed: the prompts decide when to offer.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The open offer, whether the app was installed from this page, and who listens (the install adapter). */
export const installOffer: {
  event: BeforeInstallPromptEvent | null;
  installed: boolean;
  onChange: (() => void) | null;
} = { event: null, installed: false, onChange: null };

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installOffer.event = event as BeforeInstallPromptEvent;
    installOffer.onChange?.();
  });
  window.addEventListener('appinstalled', () => {
    installOffer.event = null;
    installOffer.installed = true;
    installOffer.onChange?.();
  });
}
