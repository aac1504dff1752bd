import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_ASSETS, backOfficeConfig } from '../../../scripts/build/backOffice';
import { installableAppOptions } from '../../../scripts/build/installableApp';

describe('the back office build and the players service worker (scripts/build/backOffice.ts, installableApp.ts)', () => {
  it('builds ops.html into its own folder beside the player app, keeping what is there', () => {
    const config = backOfficeConfig('dist');
    expect(config.configFile).toBe(false);
    expect(config.build).toMatchObject({ outDir: 'dist', assetsDir: BACK_OFFICE_ASSETS, emptyOutDir: false });
    expect(config.build?.rolldownOptions?.input).toEqual({ ops: 'ops.html' });
  });

  it("keeps the back office out of the players' precache", () => {
    const options = installableAppOptions({ bg: '#000000', text: '#ffffff', gold: '#ffcc00' });
    expect(options.workbox?.globIgnores).toEqual(expect.arrayContaining([`${BACK_OFFICE_ASSETS}/**`, 'ops.html']));
    expect(options.manifest ? options.manifest.theme_color : undefined).toBe('#000000');
  });

  it('caches game icons and server images at run time, never an API call', () => {
    const rules = installableAppOptions({ bg: '#000', text: '#fff', gold: '#fc0' }).workbox?.runtimeCaching ?? [];
    const match = (path: string, destination = 'image') =>
      rules.filter((rule) =>
        typeof rule.urlPattern === 'function'
          ? rule.urlPattern({
              url: new URL(`https://lobby.example${path}`),
              request: { mode: 'cors', destination } as Request,
              sameOrigin: true,
              event: {} as never,
            })
          : false,
      );
    expect(match('/static/game-icons/10004.svg').map((r) => r.handler)).toEqual(['CacheFirst', 'StaleWhileRevalidate']);
    expect(match('/static/art/banner/Play-Now.svg').map((r) => r.handler)).toEqual(['StaleWhileRevalidate']);
    expect(match('/prod-api-2/app/v1/anonymous/appConfig', '')).toEqual([]);
  });
});
