import { eq } from 'drizzle-orm';
import {
  checkPromo,
  isPromoKey,
  manilaDate,
  type PromoKey,
  type PromoSetting,
  type PromoSettingsAnswer,
} from '../../src/api/contract/promoSettings';
import { accrualDaysHistory, scheduleAccrualDays } from '../activity/agentFigures';
import { agentTiersOn, scheduleAgentTiers } from '../activity/agentTiers';
import { cashBonusRateHistory, scheduleCashBonusRates } from '../activity/cashBonusRates';
import { festivalScheduleAt, scheduleFestival } from '../activity/festivalSettings';
import { manilaDay } from '../activity/freeSign';
import { readPromo, readPromos } from '../activity/promoSettings';
import { scheduleVipRebateRates, vipRebateRatesOn } from '../activity/vipRebateRates';
import type { Db } from '../db/connect';
import { promotionSettings, type StaffRole } from '../db/schema';
import { bumpConfigRevision } from '../settings';
import { writeAudit } from './audit';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/**
 * Promotions (/ops/promotions; docs/ops.md "Promotions"): each activity on or off and its Manila dates, and the
 * amounts of the activities whose amounts are data (the deposit ladder's tiers, the deposit streak's days, the VIP
 * rebate's rates, the agent programmes' tiers and look-back days, the cash bonus's figures and the festival's days,
 * red packet windows and range, which count from the next Manila day: server/activity/vipRebateRates.ts,
 * agentTiers.ts, agentFigures.ts, cashBonusRates.ts, festivalSettings.ts; the agent programme's prices count at
 * once). A
 * change is checked whole by the activity's rules (src/api/contract/promoSettings.ts), nothing is stored unless
 * every field passes, and it is written with the audit row (before and after) and a bump of the config revision in
 * one transaction; the bump announces the change on the live bus to every instance's open tabs. The activities read
 * the settings from the database on every use, so every instance applies the change at once, without a restart.
 *
 * Roles: marketing runs the promotions (its campaigns) and admin too; support and finance have no part in them and
 * do not see the page.
 */

export const PROMO_ROLES: readonly StaffRole[] = ['marketing', 'admin'];

export const promoTarget = (key: PromoKey) => `promotion:${key}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function readPromotions(db: Db, now: number): Promise<PromoSettingsAnswer> {
  const day = manilaDay(now);
  const [promotions, vipRebateToday, agentTiersToday, agentCountTiersToday, cashBonus, festival, accrualDays] =
    await Promise.all([
      readPromos(db),
      vipRebateRatesOn(db, day),
      agentTiersOn(db, 'agent', day),
      agentTiersOn(db, 'agentCount', day),
      cashBonusRateHistory(db),
      festivalScheduleAt(db, now),
      accrualDaysHistory(db),
    ]);
  return {
    promotions,
    today: manilaDate(now),
    vipRebateToday,
    agentTiersToday: agentTiersToday.map(({ minValid, levelBps }) => ({ minValid, levelBps: [...levelBps] })),
    agentCountTiersToday,
    agentAccrualDaysToday: accrualDays.on(day),
    cashBonusToday: cashBonus.on(day),
    festivalToday: festival.on(day),
  };
}

/** One promotion's new settings: checked, stored under the row's lock, audited, the revision moved. */
export async function changePromotion(
  db: Db,
  actor: StaffMember,
  key: string,
  body: unknown,
  now: number,
): Promise<PromoSetting<PromoKey>> {
  if (!isPromoKey(key)) throw new OpsError(404, 'No such promotion.');
  const checked = checkPromo(key, body);
  if (!checked.ok) throw new OpsError(400, checked.issues.map((i) => `${i.path}: ${i.message}`).join(' '));
  const after = checked.value;
  return db.transaction(async (tx) => {
    // The row (if any) is locked so two saves of one promotion audit what each really replaced.
    await tx.select().from(promotionSettings).where(eq(promotionSettings.promo, key)).for('update');
    const before = await readPromo(tx, key);
    if (same(before, after)) throw new OpsError(400, 'These are the settings in force already.');
    await tx
      .insert(promotionSettings)
      .values({ promo: key, settings: after })
      .onConflictDoUpdate({ target: promotionSettings.promo, set: { settings: after, updatedAt: new Date(now) } });
    // New VIP rebate rates count from the next Manila day: the bets of today and before keep the rates they earned.
    if (key === 'vipRebate') {
      const rates = (after as PromoSetting<'vipRebate'>).rates;
      if (!same(rates, (before as PromoSetting<'vipRebate'>).rates)) await scheduleVipRebateRates(tx, rates, now);
    }
    // New agent tiers count from the next Manila day too: today's commission and claims keep today's tiers.
    if (key === 'agent' || key === 'agentCount') {
      const tiers = (after as PromoSetting<'agent' | 'agentCount'>).tiers;
      if (!same(tiers, (before as PromoSetting<'agent' | 'agentCount'>).tiers)) {
        await scheduleAgentTiers(tx, key, tiers, now);
      }
    }
    // New look-back days count from the next Manila day too: a day earned today or before keeps its own look-back,
    // so a shorter one never takes commission a player has not collected yet. The prices count at once (stored).
    if (key === 'agent') {
      const days = (after as PromoSetting<'agent'>).accrualDays;
      if (days !== (before as PromoSetting<'agent'>).accrualDays) await scheduleAccrualDays(tx, days, now);
    }
    // New cash bonus figures likewise: a deposit paid or a bet placed today keeps today's, so nothing accrued is
    // re-priced. A save of the switch or dates alone schedules nothing.
    if (key === 'cashBonus') {
      const { accrualBps, releaseBps, minClaim } = after as PromoSetting<'cashBonus'>;
      const was = before as PromoSetting<'cashBonus'>;
      const figures = { accrualBps, releaseBps, minClaim };
      if (!same(figures, { accrualBps: was.accrualBps, releaseBps: was.releaseBps, minClaim: was.minClaim })) {
        await scheduleCashBonusRates(tx, figures, now);
      }
    }
    // New festival days, windows and packets count from the next Manila day: today stays a festival day or not,
    // and today's windows keep their times and keys.
    if (key === 'festival') {
      const setting = after as PromoSetting<'festival'>;
      const was = before as PromoSetting<'festival'>;
      const figures = (f: PromoSetting<'festival'>) => [f.days, f.windows, f.packet];
      if (!same(figures(setting), figures(was))) await scheduleFestival(tx, setting, now);
    }
    await bumpConfigRevision(tx);
    await writeAudit(tx, actor, { action: 'promotion.change', target: promoTarget(key), before, after }, now);
    return after;
  });
}

/** What a call of this page gets from the back office's route table (server/ops/routes.ts, its `Call`). */
interface PromotionsCall {
  c: { req: { param(name: string): string | undefined } };
  deps: { db: Db };
  staff: StaffMember;
  body: Record<string, unknown>;
  now: number;
}

/** The page's calls, spread into the back office's route table (server/ops/routes.ts `OPS_ROUTES`). */
export const PROMOTION_ROUTES: readonly {
  method: 'GET' | 'POST';
  path: string;
  roles: readonly StaffRole[];
  run(call: PromotionsCall): Promise<unknown>;
}[] = [
  {
    method: 'GET',
    path: '/promotions',
    roles: PROMO_ROLES,
    run: async ({ deps, now }) => readPromotions(deps.db, now),
  },
  {
    method: 'POST',
    path: '/promotions/:promo',
    roles: PROMO_ROLES,
    run: async ({ c, deps, staff, body, now }) => ({
      promotion: await changePromotion(deps.db, staff, c.req.param('promo') ?? '', body, now),
    }),
  },
];
