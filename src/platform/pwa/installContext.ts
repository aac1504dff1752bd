import { isPwa } from '../device/clientFacts';

/**
 * Where the app runs, for the download prompts (spec §4 download hint): a mobile browser or not, inside the
 * installed app (home-screen PWA, or our native app's web view, which adds `LuckyLobbyApp` to its user agent), and
 * which platform and browser. Read once when the prompts start.
 */
export interface InstallContext {
  mobileBrowser: boolean;
  installed: boolean;
  ios: boolean;
  android: boolean;
  /** Chrome itself (not Samsung Internet, a Facebook in-app browser, …). */
  chrome: boolean;
}

const userAgent = (): string => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export function installContext(ua: string = userAgent(), standalone: boolean = isPwa()): InstallContext {
  const installed = standalone || /LuckyLobbyApp/.test(ua);
  const ios = /iPhone|iPad|iPod/.test(ua);
  const android = /Android/.test(ua);
  const inApp = /FBAN|FBAV|Instagram|Line\/|wv\)/.test(ua);
  const chrome = /Chrome\/\d/.test(ua) && !/Edg|OPR|SamsungBrowser|CriOS/.test(ua) && !inApp;
  return { mobileBrowser: (ios || android || /Mobile/.test(ua)) && !installed, installed, ios, android, chrome };
}

/** An Android intent that opens this page in Chrome (the Android Chrome prompt's Open Chrome). */
export function chromeIntentUrl(href: string): string {
  const url = new URL(href);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${url.protocol.replace(':', '')};package=com.android.chrome;end`;
}

/** Leaves the page for `url` (an intent or app link); no-op outside a browser. */
export function leaveTo(url: string): void {
  if (typeof window !== 'undefined') window.location.href = url;
}

/** The current page's address, for Copy and Open Chrome. */
export function currentHref(): string {
  return typeof location === 'undefined' ? '' : location.href;
}
