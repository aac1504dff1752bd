import { describe, expect, it } from 'vitest';
import { deviceInfo as deviceInfoSchema } from '../../src/api/contract/endpoints/auth';
import {
  appId,
  DEFAULT_APP_ID,
  installReferrer,
  isDesktop,
  mode,
  platform,
} from '../../src/platform/device/clientFacts';
import { browserName, deviceInfo, osName } from '../../src/platform/device/device';
import { visitorId } from '../../src/platform/device/visitorId';
import { local } from '../../src/platform/storage/storage';

const agents = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
};

describe('device info (spec §3)', () => {
  it('names the browser and the OS from the user agent', () => {
    expect(browserName(agents.chromeAndroid)).toBe('Chrome');
    expect(browserName(agents.safariIphone)).toBe('Safari');
    expect(browserName(agents.chromeIphone)).toBe('Chrome');
    expect(browserName(agents.edgeWindows)).toBe('Edge');
    expect(browserName(agents.firefoxLinux)).toBe('Firefox');
    expect(browserName(agents.samsung)).toBe('Samsung Internet');
    expect(browserName(agents.opera)).toBe('Opera');
    expect(browserName('curl/8.0')).toBe('Unknown');
    expect(osName(agents.chromeAndroid)).toBe('Android');
    expect(osName(agents.safariIphone)).toBe('iOS');
    expect(osName(agents.edgeWindows)).toBe('Windows');
    expect(osName(agents.firefoxLinux)).toBe('Linux');
  });

  it('builds the deviceInfo the contract expects, with the visitor id as afuid', () => {
    const info = deviceInfo(agents.safariIphone);
    expect(deviceInfoSchema.parse(info)).toEqual(info);
    expect(info).toMatchObject({ channel: 'WEB', isBrowser: 1, version: '1.0.28', deviceModel: 'Safari', os: 'iOS' });
    expect(info.deviceIdJsonModel.afuid).toBe(visitorId());
  });

  it('keeps the visitor id stable and stores it', () => {
    const first = visitorId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(visitorId()).toBe(first);
    expect(local.get('visitorId')).toBe(first);
  });
});

describe('client facts (spec §1)', () => {
  it('uses the default demo app id unless one is stored', () => {
    expect(appId()).toBe(DEFAULT_APP_ID);
    local.set('appId', 'stored-app');
    expect(appId()).toBe('stored-app');
    local.remove('appId');
  });

  it('defaults to the web referrer, mobile platform and normal mode outside a browser', () => {
    expect(installReferrer()).toBe('web');
    expect(isDesktop()).toBe(false);
    expect(platform()).toBe(0);
    expect(mode()).toBe('normal');
  });
});
