import { beforeEach, describe, expect, it } from 'vitest';
import { writeSetting } from '../../server/settings';
import { OUT_LINK_ACTIVITY, outsideUrl } from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);

const outLinkOf = async () =>
  parseAnswer('getActivityIds', await w.ok('getActivityIds')).activityMap[String(OUT_LINK_ACTIVITY)];

describe('OutLink (an outside link of the activity list)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it("is seeded with the regulator's site: the entry carries its https address", async () => {
    expect(await outLinkOf()).toMatchObject({ id: OUT_LINK_ACTIVITY, name: 'OutLink', url: 'https://www.pagcor.ph/' });
    const ids = parseAnswer('getActivityIds', await w.ok('getActivityIds'));
    expect(ids.activityIds).toContain(OUT_LINK_ACTIVITY);
    // No other entry carries an address.
    expect(Object.values(ids.activityMap).filter((entry) => entry.url !== undefined)).toHaveLength(1);
  });

  it('is featured as a url target through the safe-link page, titled by the site it goes to', async () => {
    const trade = parseAnswer('tradeInfo', await w.ok('tradeInfo'));
    const entry = trade.entries.find((item) => item.id === 1_000 + OUT_LINK_ACTIVITY);
    expect(entry).toMatchObject({
      title: 'Visit www.pagcor.ph',
      clickType: 3,
      clickAction: `/safe-link?to=${encodeURIComponent('https://www.pagcor.ph/')}`,
    });
  });

  it('is not listed with an address the safe-link page would refuse', async () => {
    for (const url of ['http://www.pagcor.ph', 'javascript:alert(1)', 'https://bank.example@evil.example/', '']) {
      await server.conn.db.transaction((tx) => writeSetting(tx, 'outLink', { url }));
      expect(await outLinkOf()).toBeUndefined();
    }
    await server.conn.db.transaction((tx) => writeSetting(tx, 'outLink', { url: 'https://www.pagcor.ph' }));
  });
});

describe('outsideUrl', () => {
  it('takes https addresses with a host, and nothing that hides or changes where it goes', () => {
    expect(outsideUrl('https://www.pagcor.ph')?.href).toBe('https://www.pagcor.ph/');
    expect(outsideUrl('https://www.pagcor.ph/responsible-gaming?x=1')?.hostname).toBe('www.pagcor.ph');
    for (const bad of [
      null,
      undefined,
      '',
      'http://www.pagcor.ph',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//www.pagcor.ph',
      '/lobby/home',
      'https://user:pass@www.pagcor.ph',
      `https://example.ph/${'x'.repeat(500)}`,
    ]) {
      expect(outsideUrl(bad)).toBeNull();
    }
  });
});
