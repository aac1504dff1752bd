/**
 * The app's version and the operator's minimum (docs/pwa.md "Required update"). A version is three whole numbers,
 * major.minor.patch, compared number by number (1.0.10 is newer than 1.0.9). The browser sends its version with its
 * client facts; the operator may require at least a version from /ops (webConfig.minAppVersion), and a browser
 * running an older build then updates before it goes on.
 */

/** The version this build of the app is: the server serves this build, so an operator cannot require a newer one. */
export const APP_VERSION = '1.0.28';

export const VERSION_PATTERN = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;

/** Negative when `a` is older than `b`, zero when the same, positive when newer; both must match VERSION_PATTERN. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The running version is older than the operator's minimum (no minimum, or an unreadable one, requires nothing). */
export const isBelowMinimum = (running: string, minimum: string | undefined): boolean =>
  minimum !== undefined && VERSION_PATTERN.test(minimum) && compareVersions(running, minimum) < 0;

/**
 * The minimum an operator types: empty for none, else a version no newer than the one served (requiring a version
 * that does not exist would send every player into an update that never comes). The message names the rule.
 */
export function checkMinAppVersion(
  typed: unknown,
  served: string,
): { ok: true; value: string } | { ok: false; message: string } {
  if (typeof typed !== 'string') return { ok: false, message: 'The minimum version is text, like 1.0.28, or empty.' };
  const value = typed.trim();
  if (value === '') return { ok: true, value };
  if (!VERSION_PATTERN.test(value)) {
    return { ok: false, message: 'The minimum version is three numbers, like 1.0.28 (or empty for none).' };
  }
  if (compareVersions(value, served) > 0) {
    return { ok: false, message: `The minimum version is at most ${served}, the version this server serves.` };
  }
  return { ok: true, value };
}
