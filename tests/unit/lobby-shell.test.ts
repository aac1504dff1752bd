import { describe, expect, test } from 'vitest';
import { popupNotices, visibleNotices } from '../../machines/lobby/notices';
import type { Notice } from '../../src/api/contract/entities';
import { parseGameId } from '../../src/api/contract/gameId';
import { spinBadgeAmount } from '../../src/screens/shell/BottomTabs';
import { highlightIndex } from '../../src/screens/shell/tabHighlight';
import { webConfig } from '../machines/fixtures';

describe('bottom tab highlight (spec §2)', () => {
  test.each([
    ['/lobby/home', 0],
    ['/lobby/email', 0],
    ['/lobby/rewards', 1],
    ['/lobby/task', 2],
    ['/activity/spin', 2],
    ['/lobby/notice', 3],
    ['/notice/detail/4', 3],
    ['/lobby/wallets/deposit', 4],
    ['/lobby/wallets/withdraw', 4],
    ['/lobby/wallets/deposit/', 4],
    ['/search', -1],
  ])('%s → %i', (path, index) => {
    expect(highlightIndex(path)).toBe(index);
  });
});

describe('the Spin badge amount', () => {
  const bonus = (award: { id: number; count: number }[], inviteCount = 3) => ({ id: 1, award, inviteCount });
  test('is the coin of the first invite bonus in the configuration, in hundredths', () => {
    const config = webConfig({
      appInviteBonus1ConfigList: [bonus([{ id: 2001, count: 2_000 }]), bonus([{ id: 2001, count: 10_000 }], 10)],
    });
    expect(spinBadgeAmount(config)).toBe(2_000);
  });
  test('counts only coin: points and coupons of the first bonus are not pesos', () => {
    const config = webConfig({
      appInviteBonus1ConfigList: [
        bonus([
          { id: 2002, count: 9_000 },
          { id: 2001, count: 500 },
          { id: 1002, count: 20 },
        ]),
      ],
    });
    expect(spinBadgeAmount(config)).toBe(500);
  });
  test('is absent without a configuration, an invite bonus or its coin', () => {
    expect(spinBadgeAmount(null)).toBeNull();
    expect(spinBadgeAmount(webConfig({ appInviteBonus1ConfigList: [] }))).toBeNull();
    expect(spinBadgeAmount(webConfig({ appInviteBonus1ConfigList: [bonus([{ id: 2002, count: 100 }])] }))).toBeNull();
  });
});

describe('the /start gameId', () => {
  test.each([
    ['7', 7],
    ['10001', 10001],
    [null, null],
    ['', null],
    ['0', null],
    ['-3', null],
    ['7abc', null],
    ['1e3', null],
    ['9999999999', null],
  ])('%s → %s', (value, id) => {
    expect(parseGameId(value)).toBe(id);
  });
});

describe('notices (spec §5 hiding)', () => {
  const notice = (id: number, overrides: Partial<Notice> = {}): Notice => ({
    id,
    title: `N${id}`,
    content: '',
    imgUrl2: '',
    isH5Pop: 0,
    sort: 10 - id,
    createTime: 0,
    clickType: 0,
    clickAction: '',
    ...overrides,
  });
  const list = [
    notice(1, { isH5Pop: 1 }),
    notice(2, { clickType: 1, clickAction: 'FreeSign', isH5Pop: 1 }),
    notice(3, { clickType: 1, clickAction: 'Agent5' }),
    notice(4, { clickType: 1, clickAction: 'FirstCharge' }),
  ];

  test('hides FreeSign and Agent5 notices while that activity is absent, by sort', () => {
    expect(visibleNotices(list, new Set()).map((n) => n.id)).toEqual([4, 1]);
    expect(visibleNotices(list, new Set(['FreeSign', 'Agent5'])).map((n) => n.id)).toEqual([4, 3, 2, 1]);
  });

  test('a notice of an agent programme shows only while the map holds that one', () => {
    const agents = list
      .slice(0, 2)
      .map((n, i) => ({ ...n, clickType: 1, clickAction: i === 0 ? 'Agent' : 'AgentCount' }));
    expect(visibleNotices(agents, new Set(['AgentCount'])).map((n) => n.clickAction)).toEqual(['AgentCount']);
    expect(visibleNotices(agents, new Set())).toEqual([]);
  });

  test('the pop-up takes the visible isH5Pop notices', () => {
    expect(popupNotices(list, new Set()).map((n) => n.id)).toEqual([1]);
    expect(popupNotices(list, new Set(['FreeSign'])).map((n) => n.id)).toEqual([2, 1]);
  });
});
