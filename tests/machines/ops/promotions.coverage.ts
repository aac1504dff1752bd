import { promotionsMachine } from '../../../machines/ops/promotions.machine';
import { DEFAULT_PROMOS, type PromoSettingsAnswer } from '../../../src/api/contract/promoSettings';
import { FUND_RATES, VIP_REBATE_BPS } from '../../../src/api/contract/promotions';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

/** The promotions as the server answers them before any operator changed one. */
export const defaultAnswer: PromoSettingsAnswer = {
  promotions: DEFAULT_PROMOS,
  today: '2026-12-02',
  vipRebateToday: [...VIP_REBATE_BPS],
  agentTiersToday: DEFAULT_PROMOS.agent.tiers,
  agentCountTiersToday: DEFAULT_PROMOS.agentCount.tiers,
  agentAccrualDaysToday: DEFAULT_PROMOS.agent.accrualDays,
  cashBonusToday: { ...FUND_RATES },
  festivalToday: {
    days: DEFAULT_PROMOS.festival.days,
    windows: DEFAULT_PROMOS.festival.windows,
    packet: DEFAULT_PROMOS.festival.packet,
  },
};

/** Promotions: load, switch, date and amounts typed (valid or not), tiers added and removed, save, refusals. */
export const promotionsSpec = defineMachineSpec({
  name: 'promotions',
  machine: promotionsMachine,
  input: queueInput,
  events: [
    settled('load', defaultAnswer),
    refused('load', 500),
    refused('load', 401),
    settled('save', { promotion: { ...DEFAULT_PROMOS.vipRebate, enabled: false } }),
    refused('save', 400),
    refused('save', 401),
    { type: 'PROMO.TOGGLE', key: 'vipRebate', enabled: false },
    { type: 'PROMO.DATE', key: 'ladder', field: 'to', value: '2020-01-01' },
    { type: 'PROMO.AMOUNT', key: 'ladder', index: 0, field: 'coin', value: '-5' },
    { type: 'PROMO.FIGURE', key: 'cashBonus', field: 'minClaim', value: '0' },
    { type: 'PROMO.FIGURE', key: 'festival', field: 'packet.max', value: '0' },
    { type: 'ROW.ADD', key: 'ladder' },
    { type: 'ROW.REMOVE', key: 'ladder', index: 0 },
    { type: 'SAVE', key: 'vipRebate' },
    { type: 'SAVE', key: 'ladder' },
    { type: 'RELOAD' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), save: m.promise() }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.drafts.vipRebate.enabled,
      s.context.drafts.ladder.to,
      // Whether the ladder's rows are as read, or at their bounds: enough to tell the guards' outcomes apart.
      s.context.drafts.ladder.rows.length === DEFAULT_PROMOS.ladder.tiers.length,
      s.context.drafts.ladder.rows.length <= 1,
      s.context.drafts.ladder.rows.some((row) => row.coin === '-5'),
      Object.keys(s.context.errors).length > 0,
    ]),
});
