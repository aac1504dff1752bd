import { CLIENT_VERSION, isDesktop, isPwa } from './clientFacts';
import { browserName, osName } from './device';

/**
 * What the diagnostics page (/test) says about this copy of the app and this device, read from the browser when
 * asked: the facts a support agent needs to tell a device problem from a server one. Nothing here is sent anywhere
 * unless the player copies it.
 */
export interface DeviceReport {
  /** The client version (spec §1). */
  version: string;
  /** This build: the hashed name of the app's entry script (the same on every device with this release). */
  build: string;
  layout: 'mobile' | 'desktop';
  /** Browser and operating system, e.g. "Chrome on Android". */
  browser: string;
  os: string;
  /** Screen and viewport in CSS pixels, and the pixel ratio. */
  screen: string;
  viewport: string;
  /** The browser's languages, first the preferred one. */
  languages: string;
  /** Running as the installed app (display mode standalone). */
  standalone: boolean;
  /** What the browser says about the network (navigator.onLine). */
  online: boolean;
}

/** The build's name: the entry script the built page names (its content hash changes with every release). */
function buildName(): string {
  if (typeof document === 'undefined') return 'unknown';
  const entry = document.querySelector<HTMLMetaElement>('meta[name="lucky-lobby-entry"]')?.content.split(' ')[0];
  if (!entry) return 'development';
  return entry.replace(/^.*\//, '').replace(/\.js$/, '');
}

export function deviceReport(): DeviceReport {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const win = typeof window === 'undefined' ? undefined : window;
  const ua = nav?.userAgent ?? '';
  return {
    version: CLIENT_VERSION,
    build: buildName(),
    layout: isDesktop() ? 'desktop' : 'mobile',
    browser: browserName(ua),
    os: osName(ua),
    screen: win ? `${win.screen.width}×${win.screen.height} @${win.devicePixelRatio}x` : 'unknown',
    viewport: win ? `${win.innerWidth}×${win.innerHeight}` : 'unknown',
    languages: (nav?.languages?.length ? nav.languages : [nav?.language ?? '']).join(', '),
    standalone: isPwa(),
    online: nav?.onLine ?? true,
  };
}

/** The page's own clock (ms, monotonic): round trips are timed on it, never on the wall clock. */
export function pageNow(): number {
  return typeof performance === 'undefined' ? 0 : performance.now();
}
