import { describe, expect, it } from 'vitest';
import {
  activeBrandLogos,
  activityFactsOf,
  clickTargetOf,
  maskPhone,
  offerFactsOf,
  pickHomeVideo,
  socialLinks,
  takenOffers,
  untakenEntries,
  visibleBanners,
} from '../../machines/lobby/homeContent';
import type { Banner, PromoVideo } from '../../src/api/contract/entities';
import { visibleRows } from '../../src/platform/react/useVirtualRows';

const banner = (id: number, clickType: number, clickAction: string, sort = id): Banner => ({
  id,
  imgUrl2: `/b/${id}.png`,
  sort,
  clickType,
  clickAction,
});

describe('click targets (spec §2)', () => {
  it('maps activity, game and url targets', () => {
    expect(clickTargetOf({ clickType: 1, clickAction: '10000' })).toEqual({
      kind: 'route',
      to: { page: 'profileTask' },
    });
    expect(clickTargetOf({ clickType: 1, clickAction: 'FirstCharge' })).toEqual({
      kind: 'route',
      to: { page: 'firstCharge' },
    });
    expect(clickTargetOf({ clickType: 1, clickAction: 'Bind' })).toEqual({ kind: 'route', to: { page: 'bind' } });
    expect(clickTargetOf({ clickType: 1, clickAction: 'deposit' })).toEqual({
      kind: 'route',
      to: { page: 'wallets', params: { id: 'deposit' } },
    });
    expect(clickTargetOf({ clickType: 1, clickAction: 'notice:4' })).toEqual({
      kind: 'route',
      to: { page: 'noticeDetail', params: { id: '4' } },
    });
    expect(clickTargetOf({ clickType: 2, clickAction: '10001' })).toEqual({
      kind: 'route',
      to: { page: 'start', query: { gameId: '10001' } },
    });
    expect(clickTargetOf({ clickType: 3, clickAction: 'https://example.com/x' })).toEqual({
      kind: 'url',
      href: 'https://example.com/x',
    });
  });

  it('goes nowhere for type 0, unknown actions and malformed values', () => {
    expect(clickTargetOf({ clickType: 0, clickAction: 'FirstCharge' })).toBeUndefined();
    expect(clickTargetOf({ clickType: 1, clickAction: 'NoSuchActivity' })).toBeUndefined();
    expect(clickTargetOf({ clickType: 2, clickAction: 'abc' })).toBeUndefined();
    expect(clickTargetOf({ clickType: 3, clickAction: 'javascript:alert(1)' })).toBeUndefined();
    // An in-app address of either layout (spec §2 targets are paths) opens its page; an unknown one goes nowhere.
    expect(clickTargetOf({ clickType: 3, clickAction: '/lobby/record/transaction?tab=withdrawals' })).toEqual({
      kind: 'route',
      to: { page: 'records', query: { tab: 'withdrawals' } },
    });
    expect(clickTargetOf({ clickType: 3, clickAction: '/notice/detail/3' })).toEqual({
      kind: 'route',
      to: { page: 'noticeDetail', params: { id: '3' } },
    });
    expect(clickTargetOf({ clickType: 3, clickAction: '/no/such/page' })).toBeUndefined();
    expect(clickTargetOf({ clickType: 3, clickAction: '//evil.example/lobby/home' })).toBeUndefined();
  });
});

describe('banner hiding (spec §5)', () => {
  const banners = [
    banner(1, 1, 'Bind', 3),
    banner(2, 1, 'FreeSign', 2),
    banner(3, 1, 'Agent5'),
    banner(4, 1, 'SignUpBonus'),
    banner(5, 2, '10001', 1),
  ];
  it('hides Bind for a player with a mobile, and FreeSign / Agent5 / SignUpBonus without that activity', () => {
    const shown = visibleBanners(banners, { hasMobile: true, activityNames: new Set(['FreeSign']) });
    expect(shown.map((b) => b.id)).toEqual([5, 2]);
  });
  it('shows Bind without a mobile and the activities the map has, by sort', () => {
    const shown = visibleBanners(banners, { hasMobile: false, activityNames: new Set(['Agent5', 'SignUpBonus']) });
    expect(shown.map((b) => b.id)).toEqual([5, 1, 3, 4]);
  });
  it('shows the banner of the agent programme the map holds only (the server chose it; guests see neither)', () => {
    const agents = [banner(6, 1, 'Agent', 1), banner(7, 1, 'AgentCount', 2)];
    const seen = (names: string[]) =>
      visibleBanners(agents, { hasMobile: true, activityNames: new Set(names) }).map((b) => b.id);
    expect(seen(['Agent'])).toEqual([6]);
    expect(seen(['AgentCount'])).toEqual([7]);
    expect(seen([])).toEqual([]);
  });

  it('shows a banner kept to one layout on that layout only; the painted first screen shows only those of both', () => {
    const kept = [
      banner(1, 0, '', 1),
      { ...banner(2, 0, '', 2), layout: 'phone' as const },
      { ...banner(3, 0, '', 3), layout: 'desktop' as const },
    ];
    const ids = (layout?: 'phone' | 'desktop') =>
      visibleBanners(kept, { hasMobile: false, activityNames: new Set(), ...(layout ? { layout } : {}) }).map(
        (b) => b.id,
      );
    expect(ids('phone')).toEqual([1, 2]);
    expect(ids('desktop')).toEqual([1, 3]);
    expect(ids()).toEqual([1]);
  });

  it('shows the seasonal banners only while their activity is in the map (within the dates)', () => {
    const seasonal = [banner(7, 1, 'Christmas', 7), banner(8, 1, 'NewYear', 8)];
    expect(visibleBanners(seasonal, { hasMobile: false, activityNames: new Set() })).toEqual([]);
    const shown = visibleBanners(seasonal, { hasMobile: false, activityNames: new Set(['Christmas']) });
    expect(shown.map((b) => b.id)).toEqual([7]);
  });
});

describe('home video (spec §4)', () => {
  const video = (id: number, clickType: number, clickAction: string): PromoVideo => ({
    id,
    coverImg: '',
    path: '',
    clickType,
    clickAction,
  });
  const videos = [
    video(1, 3, 'https://x'),
    video(2, 1, 'SignUpBonus'),
    video(3, 1, 'LadderRecharge'),
    video(4, 2, '1'),
  ];
  const facts = (names: string[], loginPaying = false) => ({ activityNames: new Set(names), loginPaying });

  it('prefers SignUpBonus when active and not paying, else LadderRecharge, else the game video, else the first', () => {
    expect(pickHomeVideo(videos, facts(['SignUpBonus', 'LadderRecharge']))?.id).toBe(2);
    expect(pickHomeVideo(videos, facts(['SignUpBonus', 'LadderRecharge'], true))?.id).toBe(3);
    expect(pickHomeVideo(videos, facts(['SignUpBonus'], true))?.id).toBe(4);
    expect(pickHomeVideo(videos, facts([]))?.id).toBe(4);
    expect(pickHomeVideo([video(1, 3, 'u'), video(9, 1, 'Other')], facts(['LadderRecharge']))?.id).toBe(1);
    expect(pickHomeVideo([], facts([]))).toBeUndefined();
  });

  it('reads activity names and loginPaying from the stored activity data', () => {
    const read = activityFactsOf({ activityMap: { '15': { name: 'SignUpBonus' }, x: 3 }, loginPaying: true });
    expect([...read.activityNames]).toEqual(['SignUpBonus']);
    expect(read.loginPaying).toBe(true);
    expect(activityFactsOf(undefined).activityNames.size).toBe(0);
  });
});

describe('footer (spec §5)', () => {
  it('keeps social icons with a known id and a URL', () => {
    const links = socialLinks({
      socialMedia: [
        { id: 'facebook', url: 'https://f' },
        { id: 'instagram', url: '' },
        { id: 'myspace', url: 'https://m' },
        { id: 'Telegram', url: 'https://t' },
      ],
    });
    expect(links).toEqual([
      { id: 'facebook', url: 'https://f' },
      { id: 'telegram', url: 'https://t' },
    ]);
  });

  it('shows logos of active brands only, by sort', () => {
    const brand = (id: number, status: number, sort: number) => ({
      id,
      showName: `B${id}`,
      status,
      sort,
      icon3: `/${id}.png`,
    });
    expect(activeBrandLogos([brand(1, 1, 2), brand(2, 0, 1), brand(3, 1, 1)]).map((b) => b.id)).toEqual([3, 1]);
  });
});

describe('big-win phone masking', () => {
  it('keeps a masked phone and masks a full one', () => {
    expect(maskPhone('0917****567')).toBe('0917****567');
    expect(maskPhone('09171234567')).toBe('0917****567');
  });
});

describe('virtual rows', () => {
  it('renders the rows in the viewport plus the overscan, clamped to the list', () => {
    // 100 rows of 100 px; the list's top is 2,000 px above the viewport (scrolled), viewport 800 px.
    expect(visibleRows(-2000, 10_000, 100, 800, 3)).toEqual({ start: 17, end: 31 });
    expect(visibleRows(300, 10_000, 100, 800, 3)).toEqual({ start: 0, end: 8 });
    expect(visibleRows(-9900, 10_000, 100, 800, 3)).toEqual({ start: 96, end: 100 });
  });
  it('falls back to the first rows before any layout', () => {
    expect(visibleRows(0, 0, 100, 800, 3)).toEqual({ start: 0, end: 8 });
  });
});

describe('activity names', () => {
  it('open the activity page named like them, or their own page', () => {
    const to = (clickAction: string) => clickTargetOf({ clickType: 1, clickAction });
    expect(to('FreeSign')).toEqual({ kind: 'route', to: { page: 'freeSign' } });
    expect(to('spin')).toEqual({ kind: 'route', to: { page: 'spin' } });
    expect(to('Agent5')).toEqual({ kind: 'route', to: { page: 'agent5' } });
    expect(to('InviteUserSpin')).toEqual({ kind: 'route', to: { page: 'spin' } });
    expect(to('FollowRewards')).toEqual({ kind: 'route', to: { page: 'follow' } });
    expect(to('follow')).toEqual({ kind: 'route', to: { page: 'follow' } });
    expect(to('VIP')).toEqual({ kind: 'route', to: { page: 'profileVip' } });
    expect(to('apkdownload')).toEqual({ kind: 'route', to: { page: 'apkDownload' } });
    expect(to('toString')).toBeUndefined();
  });

  describe('claimed offers leave the home', () => {
    const map = (...names: string[]) => Object.fromEntries(names.map((name, index) => [String(index), { name }]));

    it('a guest (no activity data) has taken nothing', () => {
      expect([...takenOffers(null)]).toEqual([]);
      expect([...takenOffers(undefined)]).toEqual([]);
      expect(offerFactsOf(null)).toEqual({ activityNames: new Set(), loginPaying: false, taken: new Set() });
    });

    it('the banners read the facts and the offers taken at once, as each is read alone', () => {
      const data = { activityMap: map('InviteFriends', 'SignUpBonus'), loginPaying: true, hasSignUpBonus: false };
      const { taken, ...facts } = offerFactsOf(data);
      expect(facts).toEqual(activityFactsOf(data));
      expect(taken).toEqual(takenOffers(data));
      expect([...taken].sort()).toEqual(['FirstCharge', 'SignUpBonus']);
    });

    it('a one-time offer is taken once the activity map no longer lists it; a bought pack with rewards to claim stays', () => {
      expect([...takenOffers({ activityMap: map('FirstCharge', 'InviteFriends', 'FreeSign') })]).toEqual([]);
      expect([...takenOffers({ activityMap: map('InviteFriends') })]).toEqual(['FirstCharge']);
      expect([...takenOffers({ activityMap: map() })].sort()).toEqual(['FirstCharge', 'InviteFriends']);
    });

    it('the sign-up bonus is taken while the player holds a card and no reward of it waits today', () => {
      const live = map('FirstCharge', 'InviteFriends', 'SignUpBonus');
      expect(takenOffers({ activityMap: live, loginPaying: false }).has('SignUpBonus')).toBe(false);
      expect(takenOffers({ activityMap: live, loginPaying: true }).has('SignUpBonus')).toBe(true);
      expect(takenOffers({ activityMap: live, loginPaying: true, hasSignUpBonus: true }).has('SignUpBonus')).toBe(
        false,
      );
    });

    it('banners and featured entries of a taken offer are not shown; other targets stay', () => {
      const taken = takenOffers({ activityMap: map('SignUpBonus'), loginPaying: true });
      const banners = [
        banner(1, 1, 'FirstCharge'),
        banner(2, 1, 'SignUpBonus'),
        banner(3, 1, 'InviteFriends'),
        banner(4, 2, '12'),
        banner(5, 1, 'VIP'),
      ];
      const viewer = { hasMobile: true, activityNames: new Set(['SignUpBonus']) };
      expect(visibleBanners(banners, { ...viewer, taken }).map((b) => b.id)).toEqual([4, 5]);
      expect(visibleBanners(banners, viewer).map((b) => b.id)).toEqual([1, 2, 3, 4, 5]);
      // A game or link entry named like an offer is not an offer.
      const entries = [
        { id: 1, clickType: 1, clickAction: 'FirstCharge' },
        { id: 2, clickType: 3, clickAction: 'FirstCharge' },
        { id: 3, clickType: 1, clickAction: 'VIP' },
      ];
      expect(untakenEntries(entries, taken).map((entry) => entry.id)).toEqual([2, 3]);
    });
  });
});
