import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  FIGURES,
  type FigureUnit,
  isAmountKey,
  isFigureKey,
  type PromoDraft,
  type PromotionsEvent,
  promotionsMachine,
  type ResizableKey,
  ROW_LIMITS,
} from '../../../machines/ops/promotions.machine';
import {
  promotionDrafts,
  promotionErrors,
  promotionsFailed,
  promotionsIdle,
  promotionsInForce,
  promotionsLoadError,
  promotionsNotice,
  savingPromotion,
  spinWheelAsTyped,
} from '../../../machines/ops/promotions.selectors';
import { PESO, staffPesos } from '../../api/contract/lobbySettings';
import {
  type AgentCountTierSetting,
  type AgentTierSetting,
  type AmountKey,
  dateAfter,
  type FigureKey,
  PROMO_KEYS,
  PROMO_LIMITS,
  PROMO_NAMES,
  type PromoAmounts,
  type PromoKey,
  type PromoSettingsAnswer,
  type PromoWindow,
  percentText,
} from '../../api/contract/promoSettings';
import { COUPON_LIMITS, clockText } from '../../api/contract/promotions';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/FieldError';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { OpsSectioned } from './OpsSections';
import { LoadFailed, OpsNotice } from './QueuePage';
import type { Gate } from './RoleGate';
import './lobbySettings.css';
import './promotions.css';

type Send = (event: PromotionsEvent) => void;
type Errors = Record<string, string>;

/** The deposit coupons a pack may give, by id range, with the most each adds to a deposit. */
const COUPON_KINDS = COUPON_LIMITS.map(
  ({ min, max, limitAmount }) => `${min}-${max} adds at most ${staffPesos(limitAmount)} to a deposit`,
).join(', ');

/**
 * What the amounts of the promotions whose amounts are data are, on the page: rows are numbered from `first`
 * (tier 1, VIP 0), and typed in `unit`.
 */
const AMOUNTS = {
  firstCharge: {
    list: 'packs',
    row: 'Pack',
    first: 1,
    unit: 'pesos',
    threshold: { label: 'price', field: 'price', plain: false },
    reward: 'reward',
    about: `Pack 1 is offered to players who never deposited, pack 2 to those who did, pack 3 to everyone (72 hours for packs 1 and 2). The price is the deposit that buys the pack; the reward is the coin it gives back, at most its price. Points are whole points, at most ${(PROMO_LIMITS.packPointsCeiling / 100).toLocaleString('en-PH')} (empty or 0: none). A coupon is named by its id (${COUPON_KINDS}); its count, from 1 to ${PROMO_LIMITS.packCouponCeiling}, is the percent of a deposit it adds (both empty: no coupon). A pack already bought keeps the price and rewards it was bought with.`,
  },
  signUpBonus: {
    list: 'cards',
    row: 'Card',
    first: 1,
    unit: 'pesos',
    threshold: { label: 'price', field: 'price', plain: false },
    reward: 'daily reward',
    about:
      'A card is bought once at its price and pays its daily reward on each of 7 Manila days; the 7 days together pay at most twice the price. A card already bought keeps the rewards it was bought with.',
  },
  ladder: {
    list: 'tiers',
    row: 'Tier',
    first: 1,
    unit: 'pesos',
    threshold: { label: 'monthly deposits', field: 'needRecharge', plain: false },
    reward: 'reward',
    about:
      "Paid deposits of the Manila calendar month reach a tier; each tier pays its reward once a month. Tiers rise: each one's deposits and reward above the one before, and a reward at most its deposits.",
  },
  depositStreak: {
    list: 'days',
    row: 'Day',
    first: 1,
    unit: 'pesos',
    threshold: { label: 'minimum deposit', field: 'minDeposit', plain: false },
    reward: 'reward',
    about:
      "Paid deposits of a Manila date that reach the next day's minimum carry the streak; each day pays its reward once. Minimums and rewards never fall from one day to the next, and a reward is at most its day's minimum.",
  },
  weekendLottery: {
    list: 'prizes',
    row: 'Prize',
    first: 1,
    unit: 'pesos',
    threshold: null,
    reward: '',
    about:
      "One winner per prize, drawn on Monday night from the weekend's tickets; prize 1 is the top prize, and no prize is above the one before. A draw pays the prizes in force when it is made.",
  },
  inviteSpin: {
    list: 'segments',
    row: 'Segment',
    first: 1,
    unit: 'pesos',
    threshold: { label: 'weight', field: 'weight', plain: true },
    reward: 'prize',
    about: `The wheel's ${PROMO_LIMITS.spinSegments} segments clockwise from the top: a spin lands on a segment with the chance of its weight among all the weights (a whole number from 1) and wins its prize, at most ${staffPesos(PROMO_LIMITS.spinPrizeCeiling)}. A spin draws from the wheel in force when it is made; a prize already won keeps its amount.`,
  },
  vipRebate: {
    list: 'rates',
    row: 'VIP',
    first: 0,
    unit: 'percent',
    threshold: null,
    reward: 'rate',
    about:
      "The share of a Manila day's bets paid back the next day, by VIP level from VIP 0; the last level's rate holds for every level above it. At most 3 %, two decimals at most, and no level below the one before. Saved rates count from the next Manila day: today's bets, and any rebate already earned, keep the rates they were made at.",
  },
  agent: {
    list: 'tiers',
    row: 'Tier',
    first: 1,
    unit: 'percent',
    threshold: { label: 'valid invitees', field: 'minValid', plain: true },
    reward: 'level 1 rate',
    about: `An agent's tier is the highest whose valid direct invitees (level 1, a paid deposit) they reach; its rates are the shares of each level's valid bets paid as commission. Tier 1 starts at 0 invitees; each tier needs more invitees than the one before and pays no level less. A tier's three rates add up to at most ${PROMO_LIMITS.agentBpsCeiling / 100} %, two decimals at most. Saved tiers count from the next Manila day: a day's commission is computed at that day's tiers.`,
  },
  agentCount: {
    list: 'tiers',
    row: 'Tier',
    first: 1,
    unit: 'pesos',
    threshold: { label: 'valid invitees', field: 'need', plain: true },
    reward: 'reward',
    about: `Each tier pays its reward once, when the player's valid invitees reach its number; each tier needs more invitees than the one before, and pays at most ${staffPesos(PROMO_LIMITS.agentCountCoinPerInvitee)} per invitee it needs. Saved tiers count from the next Manila day. A tier claimed keeps what it paid; a tier removed cannot be claimed any more, and its past claims stand.`,
  },
  festival: {
    list: 'windows',
    row: 'Window',
    first: 1,
    unit: 'HH:MM',
    threshold: { label: 'opening time', field: 'start', plain: false },
    reward: 'closing time',
    about: `The red packet windows of each festival day (its days of the month are set below), Manila times on a 24-hour clock: each closes after it opens, the same day, and opens at or after the one before closes; at most ${PROMO_LIMITS.festivalWindowsMax}. A player who has deposited opens one packet per window. Saved windows count from the next Manila day: today's windows, open or to come, keep their times.`,
  },
} as const satisfies Record<AmountKey, unknown>;

/** The field of a row's second figure, where refusals are filed (`ladder.tiers.0.coin`, `festival.windows.0.end`). */
const REWARD_FIELDS: Partial<Record<string, string>> = { segments: 'prize', windows: 'end' };

const isResizable = (key: AmountKey): key is ResizableKey => key in ROW_LIMITS;

/** Two readings of figures alike (a new object from the same drafts need not render again). */
const sameFigures = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const chance = (share: number) => `${Math.round(share * 10_000) / 100} %`;

/** What the wheel as typed pays per spin on average, and each segment's chance (its cost, before it is saved). */
const wheelFigures = (wheel: { expected: number; chances: number[] } | null) =>
  wheel === null
    ? 'Correct the segments to see what a spin pays on average.'
    : `As typed, a spin pays ${staffPesos(Math.round(wheel.expected))} on average (the wheel's cost per spin). Chances: ${wheel.chances.map((share, i) => `segment ${i + 1} ${chance(share)}`).join(', ')}.`;

/** The VIP rebate rates today's bets earn, and when saved ones start counting (staff read what counts when). */
const vipRebateInForce = (rates: number[], today: string) =>
  `Today's bets earn ${rates.map((bps, vip) => `VIP ${vip} ${percentText(bps)} %`).join(', ')} (the last for every level above). Rates saved today count from ${dateAfter(today)}.`;

/** The agent commission tiers today's bets earn at and today's look-back, and when saved ones start counting. */
const agentTiersInForce = (tiers: AgentTierSetting[], accrualDays: number, today: string) =>
  `Today's commission is computed at ${tiers.map((tier, i) => `tier ${i + 1} from ${tier.minValid} valid invitees: ${tier.levelBps.map((bps) => `${percentText(bps)} %`).join(' / ')}`).join('; ')} (levels 1 / 2 / 3), and accrues at a look within ${accrualDays} days after today. Tiers and look-back days saved today count from ${dateAfter(today)}.`;

/** The Agent count tiers claims pay today, and when saved ones start counting. */
const agentCountTiersInForce = (tiers: AgentCountTierSetting[], today: string) =>
  `Claims today pay ${tiers.map((tier) => `${staffPesos(tier.coin)} at ${tier.need} valid invitees`).join(', ')}. Tiers saved today count from ${dateAfter(today)}.`;

/** What the single figures of a promotion are, on the page: their legend, each its label, and the rules held to. */
const FIGURE_TEXT = {
  cashBonus: {
    legend: 'Figures',
    labels: {
      accrualBps: 'Share of a deposit (percent)',
      releaseBps: 'Share of a bet (percent)',
      minClaim: 'Smallest claim (whole pesos)',
    },
    about: `A paid deposit adds its share to the player's fund (0 to ${PROMO_LIMITS.fundAccrualBpsCeiling / 100} %); bets placed since the first deposit release the fund at their share (${PROMO_LIMITS.fundReleaseBpsFloor / 100} to ${PROMO_LIMITS.fundReleaseBpsCeiling / 100} %), never beyond what it holds; the player claims what is released from the smallest claim (${staffPesos(PESO)} to ${staffPesos(PROMO_LIMITS.fundMinClaimCeiling)}). Shares take two decimals at most. Saved figures count from the next Manila day: a deposit or bet made today, and everything a player has accrued, keeps the figures of its day.`,
  },
  agent: {
    legend: 'Prices and look-back',
    labels: {
      exchangeMin: 'Smallest exchange (whole pesos)',
      scratchCost: 'Scratch card cost (whole pesos)',
      lotteryCost: 'Lottery ticket cost (whole pesos)',
      accrualDays: 'Look-back days',
    },
    about: `An agent exchanges all the commission left into coin once it reaches the smallest exchange (${staffPesos(PESO)} to ${staffPesos(PROMO_LIMITS.agentExchangeMinCeiling)}). A scratch card costs from what a card pays on average to its top prize (${staffPesos(PROMO_LIMITS.scratchCostFloor)} to ${staffPesos(PROMO_LIMITS.scratchCostCeiling)}), a lottery ticket likewise (${staffPesos(PROMO_LIMITS.lotteryCostFloor)} to ${staffPesos(PROMO_LIMITS.lotteryCostCeiling)}); the prizes are the product's. These three count at once: a card or ticket already bought keeps its cost. A day's commission accrues when the agent looks within the look-back days after it (1 to ${PROMO_LIMITS.agentAccrualDaysMax}), else it lapses; saved days count from the next Manila day, and a day already earned keeps the days of its own day.`,
  },
  festival: {
    legend: 'Festival days and red packet (whole pesos)',
    labels: {
      days: 'Festival days (days of the month)',
      'packet.min': 'Smallest packet (pesos)',
      'packet.max': 'Largest packet (pesos)',
    },
    about: `The days of the month the festival runs, Manila dates, separated by commas (15, 31): 1 to ${PROMO_LIMITS.festivalDaysMax} different days from 1 to 31; a month shorter than a day listed has that day's festival on its last day (31: every month's last day). A packet holds whole pesos drawn at random, evenly, from the smallest to the largest (both included); at most ${staffPesos(PROMO_LIMITS.redPacketCeiling)}. Saved days and amounts count from the next Manila day: today stays a festival day or not as it was, and a packet already opened keeps what it paid.`,
  },
} as const satisfies Record<FigureKey, { legend: string; labels: Record<string, string>; about: string }>;

/** The festival's days of the month as staff read them (`15, 31`). */
const daysText = (days: readonly number[]) => days.join(', ');

/** The cash bonus figures today's deposits and bets count at, and when saved ones start counting. */
const cashBonusInForce = (today: PromoSettingsAnswer['cashBonusToday'], date: string) =>
  `Today's deposits add ${percentText(today.accrualBps)} % to the fund and today's bets release ${percentText(today.releaseBps)} % of their amount; the smallest claim is ${staffPesos(today.minClaim)}. Figures saved today count from ${dateAfter(date)}.`;

/** The festival's windows and packets of today, and when saved ones start counting. */
const festivalInForce = (festival: PromoAmounts['festival'], today: string) =>
  `Today's festival days of the month: ${daysText(festival.days)}. Today's red packet windows (on a festival day): ${festival.windows.map((w) => `${clockText(w.start)}–${clockText(w.end)}`).join(', ')}, packets ${staffPesos(festival.packet.min)} to ${staffPesos(festival.packet.max)}. Days, windows and packets saved today count from ${dateAfter(today)}.`;

/** What of a promotion's saved amounts is in force today, where that can differ from what is saved. */
const inForceOf = (key: PromoKey, answer: PromoSettingsAnswer): string | null =>
  key === 'vipRebate'
    ? vipRebateInForce(answer.vipRebateToday, answer.today)
    : key === 'agent'
      ? agentTiersInForce(answer.agentTiersToday, answer.agentAccrualDaysToday, answer.today)
      : key === 'agentCount'
        ? agentCountTiersInForce(answer.agentCountTiersToday, answer.today)
        : key === 'cashBonus'
          ? cashBonusInForce(answer.cashBonusToday, answer.today)
          : key === 'festival'
            ? festivalInForce(answer.festivalToday, answer.today)
            : null;

/** Whether a window runs on Manila date `today` (YYYY-MM-DD). */
const runsOn = (window: PromoWindow, today: string) =>
  window.enabled && (window.from === null || today >= window.from) && (window.to === null || today <= window.to);

/**
 * /ops/promotions: each activity on or off and the Manila dates it runs between, and the amounts of the first-charge
 * packs, the sign-up cards, the deposit ladder, the deposit streak, the weekend lottery's prizes, the VIP rebate's
 * rates, the agent programmes' tiers and the cash bonus's figures (marketing and admin). Each form saves on its own, is written to the audit log, and
 * reaches players on their next look at the promotions, from every server.
 */
export function PromotionsScreen({ token, session }: Gate) {
  const page = useActorRef(promotionsMachine, { input: { token, session } });
  const answer = useSelector(page, promotionsInForce);
  const drafts = useSelector(page, promotionDrafts);
  const errors = useSelector(page, promotionErrors);
  const notice = useSelector(page, promotionsNotice);
  const idle = useSelector(page, promotionsIdle);
  const saving = useSelector(page, savingPromotion);
  const failed = useSelector(page, promotionsFailed);
  const loadError = useSelector(page, promotionsLoadError);
  const wheel = useSelector(page, spinWheelAsTyped, sameFigures);
  const send: Send = (event) => page.send(event);
  return (
    <section aria-labelledby="ops-promotions-title" aria-busy={!idle} className="ops-settings ops-promotions">
      <h1 id="ops-promotions-title">Promotions</h1>
      <p>
        Each promotion saves on its own and is written to the audit log. Dates are Manila dates, both days included;
        leave one empty for no bound. A change reaches players on their next look at the promotions, from every server;
        a reward a player was already paid keeps its amount. The amounts of the other promotions are the product's own
        and are not set here.
      </p>
      <OpsNotice notice={notice} />
      {failed ? (
        <LoadFailed error={loadError} onRetry={() => send({ type: 'RETRY' })} />
      ) : answer === null ? (
        <p>Loading…</p>
      ) : (
        <OpsSectioned>
          {PROMO_KEYS.map((key) => (
            <PromoForm
              key={key}
              promo={key}
              draft={drafts[key]}
              errors={errors}
              send={send}
              busy={saving === key}
              idle={idle}
              runsToday={runsOn(answer.promotions[key], answer.today)}
              inForce={inForceOf(key, answer)}
              figures={key === 'inviteSpin' ? wheelFigures(wheel) : null}
            />
          ))}
          <Button onClick={() => send({ type: 'RELOAD' })} disabled={!idle}>
            Discard changes and read again
          </Button>
        </OpsSectioned>
      )}
    </section>
  );
}

function PromoForm(props: {
  promo: PromoKey;
  draft: PromoDraft;
  errors: Errors;
  send: Send;
  busy: boolean;
  idle: boolean;
  runsToday: boolean;
  /** What of the saved amounts is in force today, where that can differ (the VIP rebate, agent tiers, the cash bonus). */
  inForce: string | null;
  /** Figures of the amounts as typed (the wheel's average prize per spin and chances). */
  figures: string | null;
}) {
  const { promo, draft, errors, send } = props;
  const name = PROMO_NAMES[promo];
  const titleId = `promo-${promo}`;
  const formError = errors[promo];
  const formErrorId = useId();
  const at = (field: string) => errors[`${promo}.${field}`];
  return (
    <section aria-labelledby={`${titleId}-title`} id={titleId} className="ops-promo" data-promo={promo}>
      <h2 id={`${titleId}-title`}>{name}</h2>
      <p>As saved: {props.runsToday ? 'runs today.' : 'not running today.'}</p>
      {props.inForce && <p data-in-force>{props.inForce}</p>}
      <Form
        onSubmit={() => send({ type: 'SAVE', key: promo })}
        aria-labelledby={`${titleId}-title`}
        aria-describedby={formError ? formErrorId : undefined}
      >
        <FieldError id={formErrorId} error={formError} />
        <Toggle
          label={`${name} is on`}
          checked={draft.enabled}
          onChange={(enabled) => send({ type: 'PROMO.TOGGLE', key: promo, enabled })}
          hint="Off: players do not see it and its rewards cannot be claimed."
          error={at('enabled')}
        />
        <div className="ops-promo__dates">
          <TextField
            label={`${name} runs from`}
            name={`${promo}-from`}
            type="date"
            value={draft.from}
            onChange={(value) => send({ type: 'PROMO.DATE', key: promo, field: 'from', value })}
            hint="First day it runs (Manila); empty: from now on."
            error={at('from')}
          />
          <TextField
            label={`${name} runs until`}
            name={`${promo}-to`}
            type="date"
            value={draft.to}
            onChange={(value) => send({ type: 'PROMO.DATE', key: promo, field: 'to', value })}
            hint="Last day it runs (Manila); empty: no end."
            error={at('to')}
          />
        </div>
        {isAmountKey(promo) && <AmountRows promo={promo} draft={draft} errors={errors} send={send} />}
        {isFigureKey(promo) && <FigureFields promo={promo} draft={draft} errors={errors} send={send} />}
        {props.figures && (
          <p aria-live="polite" data-figures>
            {props.figures}
          </p>
        )}
        <Button type="submit" variant="primary" busy={props.busy} disabled={!props.idle}>
          Save {name}
        </Button>
      </Form>
    </section>
  );
}

function AmountRows(props: { promo: AmountKey; draft: PromoDraft; errors: Errors; send: Send }) {
  const { promo, draft, errors, send } = props;
  const text = AMOUNTS[promo];
  const listErrorId = useId();
  const listError = errors[`${promo}.${text.list}`];
  const at = (index: number, field: string | null) =>
    errors[[promo, text.list, index, ...(field === null ? [] : [field])].join('.')];
  const resizable = isResizable(promo) ? promo : null;
  const rowName = text.row === 'VIP' ? 'level' : text.row.toLowerCase();
  const unit = `(${text.unit})`;
  return (
    <fieldset className="ops-promo__rows" aria-describedby={listError ? listErrorId : undefined}>
      <legend>
        {text.unit === 'percent'
          ? 'Rates (percent of the bets)'
          : text.unit === 'HH:MM'
            ? 'Windows (Manila time, HH:MM)'
            : 'Amounts (whole pesos)'}
      </legend>
      <p className="field__hint">{text.about}</p>
      <FieldError id={listErrorId} error={listError} />
      <ol>
        {draft.rows.map((row, index) => (
          // Rows are positions (tier 1, tier 2...): the position is the row's identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a tier, day or prize is its position in the list.
          <li key={index} className="ops-promo__row">
            {text.threshold !== null && (
              <TextField
                label={`${text.row} ${index + text.first} ${text.threshold.label}${text.threshold.plain ? '' : ` ${unit}`}`}
                name={`${promo}-${index}-threshold`}
                inputMode={text.unit === 'pesos' ? 'numeric' : 'text'}
                value={row.threshold}
                onChange={(value) => send({ type: 'PROMO.AMOUNT', key: promo, index, field: 'threshold', value })}
                error={at(index, text.threshold.field)}
              />
            )}
            <TextField
              label={`${text.row} ${index + text.first}${text.reward === '' ? '' : ` ${text.reward}`} ${unit}`}
              name={`${promo}-${index}-coin`}
              inputMode={text.unit === 'pesos' ? 'numeric' : 'text'}
              value={row.coin}
              onChange={(value) => send({ type: 'PROMO.AMOUNT', key: promo, index, field: 'coin', value })}
              error={at(
                index,
                text.threshold === null
                  ? null
                  : promo === 'agent'
                    ? 'levelBps.0'
                    : (REWARD_FIELDS[text.list] ?? 'coin'),
              )}
            />
            {promo === 'agent' &&
              (['level2', 'level3'] as const).map((field, level) => (
                <TextField
                  key={field}
                  label={`${text.row} ${index + text.first} level ${level + 2} rate ${unit}`}
                  name={`${promo}-${index}-${field}`}
                  inputMode="text"
                  value={row[field] ?? ''}
                  onChange={(value) => send({ type: 'PROMO.AMOUNT', key: promo, index, field, value })}
                  error={at(index, `levelBps.${level + 1}`) ?? (level === 1 ? at(index, 'levelBps') : undefined)}
                />
              ))}
            {promo === 'firstCharge' &&
              PACK_FIELDS.map(({ field, label, path }) => (
                <TextField
                  key={field}
                  label={`${text.row} ${index + text.first} ${label}`}
                  name={`${promo}-${index}-${field}`}
                  inputMode="numeric"
                  value={row[field] ?? ''}
                  onChange={(value) => send({ type: 'PROMO.AMOUNT', key: promo, index, field, value })}
                  error={at(index, path) ?? (field === 'couponId' ? at(index, 'coupon') : undefined)}
                />
              ))}
            {resizable && (
              <Button
                onClick={() => send({ type: 'ROW.REMOVE', key: resizable, index })}
                disabled={draft.rows.length <= 1}
                aria-label={`Remove ${rowName} ${index + text.first}`}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ol>
      {resizable && (
        <Button
          onClick={() => send({ type: 'ROW.ADD', key: resizable })}
          disabled={draft.rows.length >= ROW_LIMITS[resizable]}
        >
          Add a {rowName}
        </Button>
      )}
    </fieldset>
  );
}

/** A first-charge pack's fields beside its price and coin: its points and its coupon (their paths in the rules). */
const PACK_FIELDS = [
  { field: 'points', label: 'points (whole points)', path: 'points' },
  { field: 'couponId', label: 'coupon (id)', path: 'coupon.id' },
  { field: 'couponCount', label: 'coupon count (percent of a deposit)', path: 'coupon.count' },
] as const;

function FigureFields(props: { promo: FigureKey; draft: PromoDraft; errors: Errors; send: Send }) {
  const { promo, draft, errors, send } = props;
  const text = FIGURE_TEXT[promo];
  const labels: Record<string, string> = text.labels;
  const fields = Object.entries(FIGURES[promo]) as [string, FigureUnit][];
  // A list figure (the festival's days) is refused as a whole or by its entries (`festival.days.1`): either shows.
  const errorOf = (field: string) =>
    errors[`${promo}.${field}`] ?? Object.entries(errors).find(([path]) => path.startsWith(`${promo}.${field}.`))?.[1];
  return (
    <fieldset className="ops-promo__rows">
      <legend>{text.legend}</legend>
      <p className="field__hint">{text.about}</p>
      {fields.map(([field, unit]) => (
        <TextField
          key={field}
          label={labels[field] ?? field}
          name={`${promo}-${field.replaceAll('.', '-')}`}
          inputMode={unit === 'pesos' || unit === 'days' ? 'numeric' : 'text'}
          value={draft.figures[field] ?? ''}
          onChange={(value) => send({ type: 'PROMO.FIGURE', key: promo, field, value })}
          error={errorOf(field)}
        />
      ))}
    </fieldset>
  );
}

/** A labelled check box with its hint and reason tied to it. */
function Toggle(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint: string;
  error: string | undefined;
}) {
  const id = useId();
  const describedBy = [`${id}-hint`, props.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field ops-check">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
      <p className="field__hint" id={`${id}-hint`}>
        {props.hint}
      </p>
      <FieldError id={`${id}-error`} error={props.error} />
    </div>
  );
}
