import type { DeviceInfo } from '../../api/contract/endpoints/auth';
import { appId, CHANNEL, CLIENT_VERSION } from './clientFacts';
import { visitorId } from './visitorId';

const userAgent = (): string => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** Browser name for deviceModel (spec §3). Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari". */
export function browserName(ua: string = userAgent()): string {
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return 'Safari';
  return 'Unknown';
}

export function osName(ua: string = userAgent()): string {
  if (/Android/.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Unknown';
}

/** Device info sent with auth calls (spec §3); matches `deviceInfo` of the contract. */
export function deviceInfo(ua: string = userAgent()): DeviceInfo {
  return {
    channel: CHANNEL,
    appId: appId(),
    os: osName(ua),
    isBrowser: 1,
    version: CLIENT_VERSION,
    deviceModel: browserName(ua),
    deviceIdJsonModel: { afuid: visitorId() },
  };
}
