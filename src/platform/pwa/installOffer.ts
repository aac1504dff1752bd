/**
 * Catches the browser's install offer from the start (docs/pwa.md): Chrome, Edge and Samsung Internet fire
 * `beforeinstallprompt` when the app is installable, maybe before any screen asks. src/app/main.tsx imports this
 * module for its listeners; the rest of the adapter (src/platform/pwa/installPrompt.ts) loads with the screens that offer
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

/** An offer the early module holds until this module runs (src/app/earlyConfig.ts `holdInstallOffer`). */
export interface EarlyInstallOffer {
  event: Event | null;
  /** Stops holding offers: the app's own listener has them from now on. */
  stop: () => void;
}

/** Where the early module holds an offer made before this module ran (src/app/earlyConfig.ts `holdInstallOffer`). */
const EARLY_INSTALL_KEY = '__luckyLobbyEarlyInstallOffer';

/** Takes over from the early module: its held offer, if any, and the listening from now on. */
export function adoptEarlyInstallOffer(): void {
  const holder = globalThis as Record<string, unknown>;
  const early = holder[EARLY_INSTALL_KEY] as EarlyInstallOffer | undefined;
  if (!early) return;
  delete holder[EARLY_INSTALL_KEY];
  early.stop();
  if (early.event && !installOffer.installed) installOffer.event = early.event as BeforeInstallPromptEvent;
}

if (typeof window !== 'undefined') {
  adoptEarlyInstallOffer();
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
