import { APP_VERSION } from '../../api/contract/appVersion';
import { local, session } from '../storage/storage';

/** Client facts (spec §1). Values that depend on the browser are read once and memoised. */
export const CLIENT_VERSION = APP_VERSION;
export const CHANNEL = 'WEB';
export const DEFAULT_APP_ID = 'lucky-lobby-demo';
/** Desktop mode, installable-app mode and the app download link are enabled in this build (spec §1). */
export const DESKTOP_MODE_ENABLED = true;
export const PWA_ENABLED = true;
export const DOWNLOAD_ENABLED = true;

/**
 * The client variant, a build setting (`VITE_CLIENT_VARIANT`, default ''). The variants n7, 6b, 6s and 9s
 * show the terms and privacy panel from the agreement's links on login and register (spec §2).
 */
export const CLIENT_VARIANT: string =
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env?.VITE_CLIENT_VARIANT ?? '';
const TERMS_PANEL_VARIANTS: readonly string[] = ['n7', '6b', '6s', '9s'];

/** Whether the agreement's links open the terms panel (else they go to the terms and privacy pages). */
export function termsPanelVariant(variant: string = CLIENT_VARIANT): boolean {
  return TERMS_PANEL_VARIANTS.includes(variant);
}

export type InstallReferrer = 'ph' | 'web' | 'h5dl';
const referrers: readonly InstallReferrer[] = ['ph', 'web', 'h5dl'];
const isReferrer = (value: unknown): value is InstallReferrer => referrers.includes(value as InstallReferrer);

export type Mode = 'green' | 'normal';

/**
 * The lobby mode the server painted the home's first screen for (server/static/homeShell.ts), or null on a page
 * without it. Read when the session is made, before the app removes that screen.
 */
export function paintedLobbyMode(): 'demo' | 'production' | null {
  if (typeof document === 'undefined') return null;
  const mode = document.getElementById('boot-shell')?.dataset.lobbyMode;
  return mode === 'demo' || mode === 'production' ? mode : null;
}

/** The stored app id, else the default demo app id. */
export function appId(): string {
  return local.get('appId') || DEFAULT_APP_ID;
}

let referrer: InstallReferrer | undefined;

/**
 * Install referrer: `?ref=` of the URL the visitor arrived with (remembered in session ad params for the
 * rest of the visit), else stored ad params, else 'web'.
 */
export function installReferrer(): InstallReferrer {
  if (referrer) return referrer;
  const fromUrl = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('ref');
  if (isReferrer(fromUrl)) {
    session.set('adParams', { ...session.get('adParams'), install_referrer: fromUrl });
    referrer = fromUrl;
    return referrer;
  }
  const stored = session.get('adParams')?.install_referrer ?? local.get('adParams')?.install_referrer;
  referrer = isReferrer(stored) ? stored : 'web';
  return referrer;
}

/** Mode from the stored web configuration; 'normal' until one is known. */
export function mode(): Mode {
  return local.get('webConfig')?.mode ?? 'normal';
}

let desktop: boolean | undefined;

/** Desktop layout: viewport at least 1024 px wide with a fine pointer. Decided once at start; no layout switch mid-visit. */
export function isDesktop(): boolean {
  if (desktop === undefined) {
    desktop =
      DESKTOP_MODE_ENABLED &&
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(min-width: 1024px) and (pointer: fine)').matches;
  }
  return desktop;
}

/** Common body field `platform`: 0 mobile, 1 desktop. */
export function platform(): 0 | 1 {
  return isDesktop() ? 1 : 0;
}

/** Running as an installed app (display-mode standalone, or iOS home-screen mode). */
export function isPwa(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return window.matchMedia('(display-mode: standalone)').matches || iosStandalone;
}
