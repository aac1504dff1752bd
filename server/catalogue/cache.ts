import type { Game, WebConfig } from '../../src/api/contract/entities';
import { agentFiguresAt } from '../activity/agentFigures';
import { agentTiersAt } from '../activity/agentTiers';
import { cashBonusRatesAt } from '../activity/cashBonusRates';
import { festivalPacketMaxAt } from '../activity/festivalSettings';
import { vipRebateRatesAt } from '../activity/vipRebateRates';
import type { LobbyMode } from '../config';
import type { Db } from '../db/connect';
import { banners, games } from '../db/schema';
import { type FeaturedEntry, readSettings } from '../settings';
import { type ScopedSwitches, testScope } from '../testScope';
import { loadGameList } from './gameList';
import { preserialize } from './rawJson';
import { buildWebConfig, type ScheduleWindow, scheduleWindow } from './webConfig';

/** Everything appConfig and the lobby calls need from the catalogue, built once per (version, revision). */
export interface CatalogueSnapshot {
  key: string;
  gameListVersion: string;
  webConfig: WebConfig;
  gameList: Game[];
  gameById: ReadonlyMap<number, Game>;
  /** The provider that serves each game (games.provider_id); startGame launches the game with it. */
  providerOf: ReadonlyMap<number, string>;
  /** Active games, for the generated tickers. */
  playableIds: readonly number[];
  featuredRewards: FeaturedEntry[];
  /**
   * While the clock is inside it, no banner's schedule has started or ended and the VIP rebate's rates and the
   * festival's largest packet and days of the day are the same as when this snapshot was built.
   */
  window: ScheduleWindow;
}

export interface CatalogueCache {
  /**
   * One settings read per call; rebuilds only when gameListVersion or configRevision moved, or, for a call that
   * gives its clock (`now`: the calls that answer the banners to players), when it passed a banner's scheduled
   * start or end. A call without it (a game or a picture looked up) takes the snapshot in hand whatever its window,
   * so calls on two clocks (a test clock offset) never rebuild it in turn.
   */
  get(db: Db, now?: number): Promise<CatalogueSnapshot>;
  /** Drops the snapshot (reset and reseed in this process). */
  invalidate(): void;
}

/**
 * `mode` is told to the app in webConfig.lobbyMode (the demo banner). The stored test scenario (POST
 * /__test__/scenario) is laid over what the admin set only with `testScenario` (test controls on); otherwise the
 * web config is the stored one, whatever a scenario row says.
 */
export function createCatalogueCache(
  mode: LobbyMode = 'demo',
  testScenario = false,
  clock: () => number = Date.now,
): CatalogueCache {
  let current: CatalogueSnapshot | null = null;
  let building: { key: string; promise: Promise<CatalogueSnapshot> } | null = null;

  async function build(db: Db, key: string, gameListVersion: string, now: number): Promise<CatalogueSnapshot> {
    const s = await readSettings(db, ['webConfig', 'scenario', 'rsaKeyPair', 'featuredRewards']);
    if (!s.webConfig || !s.rsaKeyPair) throw new Error('database is not seeded: webConfig or rsaKeyPair missing');
    const scenario = testScenario ? (s.scenario ?? {}) : {};
    const [built, gameList, providers, schedules, vipRebate, agentTiers, cashBonus, festival, agentFigures] =
      await Promise.all([
        buildWebConfig(db, s.webConfig, scenario, s.rsaKeyPair, mode, now),
        loadGameList(db),
        db.select({ id: games.id, providerId: games.providerId }).from(games),
        db.select({ startsAt: banners.startsAt, endsAt: banners.endsAt }).from(banners),
        vipRebateRatesAt(db, now),
        agentTiersAt(db, now),
        cashBonusRatesAt(db, now),
        festivalPacketMaxAt(db, now),
        agentFiguresAt(db, now),
      ]);
    // The VIP rebate's rates of the day: a change saved in /ops counts from the next Manila day, which no write
    // announces, so the snapshot's window also ends when the next rates begin. The agent commission tiers (the rule
    // page states them), the cash bonus's deposit share and the festival's largest packet and days (their promotion
    // cards and terms say them) likewise, and the agent's look-back days (the rule page states them with its prices,
    // which a save announces).
    const webConfig: WebConfig = {
      ...built,
      vipRebateRates: vipRebate.rates,
      agentTiers: agentTiers.agent.map(({ minValid, levelBps }) => ({ minValid, levelBps: [...levelBps] })),
      cashBonusAccrualBps: cashBonus.rates.accrualBps,
      festivalPacketMax: festival.max,
      agentFigures: agentFigures.figures,
      festivalDays: festival.days,
    };
    const banner = scheduleWindow(schedules, now);
    return {
      key,
      gameListVersion,
      webConfig: preserialize(webConfig),
      gameList: preserialize(gameList),
      gameById: new Map(gameList.map((g) => [g.id, g])),
      providerOf: new Map(providers.map((row) => [row.id, row.providerId])),
      playableIds: gameList.filter((g) => g.status === 1 && g.maintain === 0).map((g) => g.id),
      featuredRewards: s.featuredRewards ?? [],
      window: {
        from: Math.max(banner.from, vipRebate.from, agentTiers.from, cashBonus.from, agentFigures.from),
        until: Math.min(
          banner.until,
          vipRebate.until,
          agentTiers.until,
          cashBonus.until,
          festival.until,
          agentFigures.until,
        ),
      },
    };
  }

  return {
    async get(db, now) {
      const snapshot = await shared(db, now);
      const scope = testScope();
      return scope ? scoped(snapshot, scope) : snapshot;
    },
    invalidate() {
      current = null;
      building = null;
    },
  };

  async function shared(db: Db, now: number | undefined): Promise<CatalogueSnapshot> {
    const s = await readSettings(db, ['gameListVersion', 'configRevision']);
    const version = s.gameListVersion ?? '';
    const key = `${version}|${s.configRevision ?? 0}`;
    const inWindow = (snapshot: CatalogueSnapshot) =>
      now === undefined || (snapshot.window.from <= now && now < snapshot.window.until);
    if (current?.key === key && inWindow(current)) return current;
    if (building?.key !== key) {
      const promise = build(db, key, version, now ?? clock());
      building = { key, promise };
      promise
        .then((snapshot) => {
          if (building?.promise === promise) {
            current = snapshot;
            building = null;
          }
        })
        .catch(() => {
          if (building?.promise === promise) building = null;
        });
    }
    const built = await building.promise;
    // A call that crossed a scheduled edge while another built the snapshot gets one of its own moment.
    return inWindow(built) ? built : build(db, key, version, now ?? clock());
  }
}

/** Per snapshot, the views already made for one client's switches (keyed by those switches). */
const views = new WeakMap<CatalogueSnapshot, Map<string, CatalogueSnapshot>>();

/**
 * A test client's view (server/testScope.ts; only with test controls): its scenario over the web config and its
 * games in maintenance, made once per snapshot and set of switches.
 */
function scoped(snapshot: CatalogueSnapshot, scope: ScopedSwitches): CatalogueSnapshot {
  const { mode, registerType, otpStatus, lineLoginEnabled } = scope.scenario;
  const config = Object.fromEntries(
    Object.entries({ mode, registerType, otpStatus, lineLoginEnabled }).filter(([, value]) => value !== undefined),
  ) as Partial<WebConfig>;
  if (Object.keys(config).length === 0 && scope.maintain.length === 0) return snapshot;
  const key = JSON.stringify([config, scope.maintain]);
  let byKey = views.get(snapshot);
  if (!byKey) {
    byKey = new Map();
    views.set(snapshot, byKey);
  }
  const seen = byKey.get(key);
  if (seen) return seen;
  const maintained = new Set(scope.maintain);
  const gameList = snapshot.gameList.map((g) => (maintained.has(g.id) ? { ...g, maintain: 1 } : g));
  const view: CatalogueSnapshot = {
    ...snapshot,
    webConfig: Object.keys(config).length ? preserialize({ ...snapshot.webConfig, ...config }) : snapshot.webConfig,
    gameList: maintained.size ? preserialize(gameList) : snapshot.gameList,
    gameById: maintained.size ? new Map(gameList.map((g) => [g.id, g])) : snapshot.gameById,
    playableIds: snapshot.playableIds.filter((id) => !maintained.has(id)),
  };
  byKey.set(key, view);
  return view;
}
