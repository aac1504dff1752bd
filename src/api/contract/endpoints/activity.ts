import { z } from 'zod/mini';
import { empty, endpoint, id, list, money, text } from '../define';
import { awardItem, firstChargeConfig, itemStatus, pageOf, pageRequest, propItem } from '../entities';
import { activityData } from '../player';

/*
 * Activity calls (spec §7). The spec names most of them without payloads or answers; the designed
 * ones follow one pattern: a load answers the player's state of the activity, and every action
 * answers the new state plus `propList`, the rewards it just paid (as the spec's first-charge claim does).
 */

/** Rewards paid by one action. */
const propList = list(propItem, 20);
/** End of the activity in ms since the epoch; -1 when it does not end (spec: countdown hidden). */
const expireTime = z.int().check(z.minimum(-1));
const count = z.int().check(z.nonnegative());

/** Answer of an action: the new state under `key`, plus the rewards just paid. */
function paid<K extends string, S extends z.ZodMiniType>(key: K, state: S) {
  return z.object({ [key]: state, propList } as { [P in K]: S } & { propList: typeof propList });
}

/** Answer of a load: the state under `key`. */
function stateOf<K extends string, S extends z.ZodMiniType>(key: K, state: S) {
  return z.object({ [key]: state } as { [P in K]: S });
}

/** A task inside an activity (designed): progress towards target, then a claimable award. */
export const activityTask = z.object({
  id,
  type: z.int().check(z.minimum(1), z.maximum(17)),
  progress: count,
  target: count,
  itemStatus,
  award: list(awardItem, 10),
});

/** First-charge state (spec §3): itemStatus 0 can buy, 1 bought and claimable, 2 all claimed. */
/** `pack`: once bought, the pack as the player bought it (its claims pay this, whatever is on offer now). */
export const firstChargeState = z.object({
  awardId: id,
  itemStatus,
  propReceiveList: list(id, 20),
  pack: z.optional(firstChargeConfig),
});

/** Invite-friends state (spec §3). */
export const inviteBonusState = z.object({ awardId: id, inviteCount: count, itemStatus });

/** A sign-up bonus card the player owns (spec §3); days holds -1 once received. */
export const loginPayOwn = z.object({
  id,
  propId: id,
  loginPayDataJson: z.object({ days: list(z.int().check(z.minimum(-1)), 31) }),
});

/** A tier of a recharge ladder (designed): reached at needRecharge within the period. */
const rechargeTier = z.object({ id, needRecharge: money, award: list(awardItem, 10), itemStatus });
/**
 * The deposit streak's progress (collection 8 only): days reached this week, the day the next qualifying Manila
 * date reaches, and whether today's deposits reached today's day.
 */
const depositStreak = z.object({
  days: count,
  next: z.int().check(z.minimum(1), z.maximum(31)),
  todayDone: z.boolean(),
});
/**
 * Collection 6 (ladder recharge): totalRecharge is the period's paid deposits, each tier's needRecharge the total
 * to reach. Collection 8 (deposit streak): totalRecharge is today's paid deposits, tier n is day n with its
 * minimum deposit, plus `streak`. itemStatus: 0 not reached, 1 claimable, 2 claimed.
 */
export const rechargeLadderState = z.object({
  totalRecharge: money,
  expireTime,
  tiers: list(rechargeTier, 20),
  streak: z.optional(depositStreak),
});

/** One segment of the invite wheel (designed): its coin prize and weight (chance = weight / the weights' sum). */
export const spinSegment = z.object({ prize: money, weight: count });

/** Invite-and-spin state (designed; docs/promotions.md). */
export const actInviteUserState = z.object({
  /** Accounts registered with the player's invite code. */
  inviteCount: count,
  /** Of them, those who made a paid deposit: one spin each. */
  validCount: count,
  /** Spins left. */
  spinCount: count,
  /** Every prize the wheel has drawn for the player, exchanged or not (hundredths). */
  totalWon: money,
  /** Wheel cash: the prizes not yet exchanged for coin (hundredths); actInviteUserExchange pays it all. */
  cash: money,
  /** The wheel, clockwise from the top. */
  segments: list(spinSegment, 20),
  expireTime,
  /** 0 no spin left, 1 a spin to use. */
  itemStatus,
});

/** One spin (designed): its number, the segment drawn, its prize and whether the prize went into coin yet. */
export const inviteSpinRow = z.object({
  id,
  spinNo: count,
  segment: count,
  prize: money,
  createTime: z.int(),
  exchanged: z.boolean(),
});

/** One level of an agent's downline (designed): members registered there and those valid (a paid deposit). */
const agentLevel = z.object({ level: count, members: count, valid: count });

/**
 * The Agent programme (Agent 26, designed; docs/promotions.md): the downline by level, the commission tier, today's
 * commission so far (accrued when the Manila day ends) and the commission accrued, spent and left.
 */
export const agentState = z.object({
  inviteCode: text(40),
  /** Level-1 registrations with the player's code, and of them the valid invitees (they set the tier). */
  inviteCount: count,
  validInviteCount: count,
  levels: list(agentLevel, 3),
  /** The commission tier reached (index of `tiers`). */
  tier: count,
  /**
   * The commission tiers in force today (the operator's; a change counts from the next Manila day): the valid
   * direct invitees that reach each and its rates in basis points of levels 1 to 3's valid bets.
   */
  tiers: list(z.object({ minValid: count, levelBps: list(count, 3) }), 10),
  /** Valid bets of the downline today (Manila) and the commission they make so far. */
  todayBets: money,
  todayCommission: money,
  /** Commission accrued over all days, and what is left to exchange, scratch or draw with. */
  totalReward: money,
  pendingReward: money,
  /** Commission moved into coin so far. */
  exchanged: money,
  /** 1 when pendingReward reaches the exchange minimum. */
  itemStatus,
  /**
   * The operator's figures in force (src/api/contract/agent.ts AgentFigures): the least commission an exchange moves,
   * a scratch card's and a lottery ticket's cost (a spend is charged those of its moment), and the look-back days
   * of today's commission (a day not collected within them lapses; the invited players' bets are of as many days).
   */
  exchangeMin: money,
  scratchCost: money,
  lotteryCost: money,
  accrualDays: z.int().check(z.minimum(1), z.maximum(30)),
});

/** A scratch card or lottery ticket the player bought with commission (designed): kind 1 scratch, 2 lottery. */
export const agentAward = z.object({
  id,
  kind: z.int().check(z.minimum(1), z.maximum(2)),
  cost: money,
  prize: money,
  /** The lottery's drawn number (0-99); -1 for a scratch card. */
  number: z.int().check(z.minimum(-1), z.maximum(99)),
  createTime: z.int(),
});

/** The commission games (designed): commission left, cards and tickets bought, and the one just bought. */
export const agent4State = z.object({
  pendingReward: money,
  scratchCount: count,
  lotteryCount: count,
  last: z.optional(agentAward),
});

/** A member of the player's downline (designed): masked account, level, valid, valid bets of the look-back days. */
export const agentInviteRow = z.object({
  uid: id,
  account: text(30),
  level: count,
  valid: z.boolean(),
  bets: money,
  createTime: z.int(),
});

/** Agent count (designed): valid invitees and the tiers, each claimable once when reached (id = the count). */
export const agentCountState = z.object({
  validInviteCount: count,
  tiers: list(z.object({ id, need: count, coin: money, itemStatus }), 10),
});

const signDay = z.object({ day: z.int().check(z.minimum(1), z.maximum(31)), award: list(awardItem, 10), itemStatus });
export const loginBonus3State = z.object({ loginDays: count, expireTime, days: list(signDay, 31) });

/**
 * A follow task (designed; docs/promotions.md): one of the operator's social accounts (`socialMedia`), progress 1
 * once the player opened it (Share), itemStatus 0 not opened, 1 opened and its reward to receive, 2 received.
 */
export const followTask = z.extend(activityTask, {
  /** The socialMedia id (facebook, telegram, …). */
  account: text(40),
  url: text(300),
});

export const proxyTaskState = z.object({ expireTime, tasks: list(followTask, 30) });

/**
 * A seasonal event's dates (designed; docs/promotions.md): running within them, ended for a while after, else
 * upcoming (start is then the next season's). expireTime is the next change the page reloads at (the next Manila
 * midnight, the start or the end), -1 when nothing changes soon. day: today's day of the season (0 outside it).
 */
const season = {
  phase: z.enum(['upcoming', 'running', 'ended']),
  start: z.int(),
  end: z.int(),
  expireTime,
  day: z.int().check(z.minimum(0), z.maximum(31)),
};

/** An advent box (designed): its day's coin; itemStatus 0 not openable (another day, or today unsigned), 1 open it, 2 opened. */
const adventBox = z.object({ day: z.int().check(z.minimum(1), z.maximum(31)), award: money, itemStatus });
/** A reward of the season (designed): id (Christmas milestones: the boxes opened it needs), its award and status. */
const seasonReward = z.object({ id, award: list(awardItem, 10), itemStatus });

/** Christmas (designed; docs/promotions.md): the daily sign-in, the advent boxes, the milestones and the extra box. */
export const christmasState = z.object({
  ...season,
  signedToday: z.boolean(),
  signDays: count,
  boxes: list(adventBox, 31),
  milestones: list(seasonReward, 10),
  /** The extra box: 0 no paid deposit within the dates yet, 1 to open, 2 opened. */
  extra: seasonReward,
});

/** New Year (designed): the items held (40001-40004, spec §9), the day's tasks and the extra set. */
export const newYearState = z.object({
  ...season,
  items: list(propItem, 10),
  tasks: list(activityTask, 10),
  /** The extra set: 0 no paid deposit within the dates yet, 1 to receive, 2 received. */
  extra: seasonReward,
});

/** One level of an Agent5 downline (designed; docs/promotions.md "Agent5"). */
const agent5Level = z.object({
  level: z.int().check(z.minimum(1), z.maximum(5)),
  /** The level's share of its valid members' bets, in basis points. */
  rateBps: count,
  members: count,
  /** Of them, those who made a paid deposit (the valid-invitee rule): only their bets earn. */
  valid: count,
  /** Valid members' bets today so far (Manila date): they accrue the next day. */
  todayBets: money,
  /** Valid members' bets of the days accrued, and the commission they earned. */
  bets: money,
  accrued: money,
});

/** A level-1 invitee as the inviter sees them: masked, valid once they deposited; itemStatus of their reward. */
export const agent5Invitee = z.object({
  uid: id,
  member: text(30),
  createTime: z.int(),
  valid: z.boolean(),
  /** 0 not valid yet, 1 reward to claim, 2 claimed. */
  itemStatus,
});

/** Agent5 state (designed; docs/promotions.md "Agent5"). Commission accrues per Manila day, the day after. */
export const agent5State = z.object({
  inviteCode: text(40),
  levels: list(agent5Level, 5),
  /** Commission accrued, received, and what can be received now (hundredths). */
  accrued: money,
  received: money,
  receivable: money,
  minReceive: money,
  /** 1 when receivable reaches minReceive. */
  itemStatus,
  /** The reward per valid invitee, and the level-1 invitees (newest first, at most 100). */
  inviteReward: money,
  invitees: list(agent5Invitee, 100),
});

/** One entry of the Agent5 log: a day's commission from a member, a valid-invitee reward, or a receipt. */
export const agent5LogRow = z.object({
  id,
  createTime: z.int(),
  kind: z.enum(['commission', 'invite', 'receive']),
  /** The member's level (0 for a receipt). */
  level: z.int().check(z.minimum(0), z.maximum(5)),
  amount: money,
  /** The member's bets the commission was paid on (0 otherwise). */
  bets: money,
  /** The member, masked ('' for a receipt). */
  member: text(30),
});

/** A red packet the player opened at the festival (designed): its window's start and the coin it held. */
export const redPacketEntry = z.object({ start: z.int(), amount: money });

/** A festival day's red packet window: minutes after Manila midnight (0 to 1439). */
export const festivalWindow = z.object({ start: count, end: count });

/** Festival (designed; docs/promotions.md): the red packet window open now, or the next one, and this player's packets. */
export const festivalState = z.object({
  /** A window is open now. */
  open: z.boolean(),
  /** The window open now, or the next one (ms since the epoch). */
  start: z.int(),
  end: z.int(),
  /** The player has deposited before (only they may open packets). */
  deposited: z.boolean(),
  /** 0 nothing to open now, 1 this window's packet is waiting, 2 opened. */
  itemStatus,
  /** The packets opened so far, newest first (the last 20). */
  packets: list(redPacketEntry, 20),
  /**
   * The festival's days of the month in force on the shown window's Manila day, ascending (1 to 31; a day beyond a
   * month's length is its last day). Set by the operator; a change counts from the next Manila day.
   */
  days: list(z.int().check(z.minimum(1), z.maximum(31)), 10),
  /**
   * The red packet windows of the shown window's Manila day, in order: start and end in minutes after Manila
   * midnight. Set by the operator; a change counts from the next Manila day.
   */
  windows: list(festivalWindow, 6),
  /** What a packet of that day holds: whole pesos drawn uniformly from min to max (hundredths). */
  packet: z.object({ min: money, max: money }),
});

/** VIP rebate (designed): yesterday's bets (Manila date), the VIP level's rate and the rebate to claim. */
export const vipRebateState = z.object({
  vip: count,
  /** Rate in basis points of the bets. */
  rateBps: count,
  /** Bets of the previous Manila date, hundredths. */
  bets: money,
  /** The rebate of those bets, hundredths. */
  amount: money,
  /** 0 nothing to claim, 1 claimable, 2 claimed. */
  itemStatus,
  /**
   * The rates (basis points) today's bets earn, by VIP level from 0; the last holds for every higher level. Set by
   * the operator; a change counts from the next Manila day.
   */
  rates: list(count, 20),
});

/** A deposit coupon the player owns (designed): percent of the deposit added as bonus, up to limitAmount. */
/** Cash bonus (designed, Fund 16): the fund accrued from paid deposits, released by bets, claimable from 1 peso. */
export const cashBonusState = z.object({
  /** Paid deposits, hundredths. */
  deposits: money,
  /** Bets since the first deposit, hundredths. */
  bets: money,
  accrued: money,
  released: money,
  claimed: money,
  claimable: money,
  /** 0 nothing to claim yet (below the smallest claim), 1 claimable. */
  itemStatus,
  /**
   * The share (basis points) of a deposit paid today that accrues to the fund, and of a bet placed today that
   * releases it; set by the operator, a change counts from the next Manila day (each deposit and bet keeps the
   * figures of its own day).
   */
  accrualBps: count,
  releaseBps: count,
  /** The smallest claim in force today, hundredths. */
  minClaim: money,
});

export const couponEntry = z.object({ propId: id, percent: count, paramStr: z.object({ limitAmount: money }) });

/** A weekend lottery winner (designed): rank, the masked mobile or account, the prize; `me` for the reader. */
const lotteryWinner = z.object({ rank: count, name: text(40), prize: money, me: z.boolean() });

/** Weekend lottery (designed): this weekend's window and draw, the reader's tickets, the last draw's winners. */
export const weekendLotteryState = z.object({
  /** The weekend whose draw is next: Saturday 00:00 to Monday 00:00 Manila, drawn at drawTime (ms). */
  startTime: z.int(),
  endTime: z.int(),
  drawTime: z.int(),
  /** The reader's tickets of that weekend so far; null for a guest. */
  tickets: z.nullable(count),
  /** The prizes of the next draw by rank (rank 1 first), as the operator configured them. */
  prizes: list(money, 10),
  /** The last draw (performed by the first read after its time), or null before any weekend ended. */
  last: z.nullable(z.object({ drawTime: z.int(), tickets: count, players: count, winners: list(lotteryWinner, 20) })),
});

const byId = z.object({ id });
const byProp = z.object({ propId: id });

export const activity = {
  getActivityIds: endpoint({
    path: '/app/v1/getActivityIds',
    access: 'token',
    shape: 'spec',
    summary: "The player's active activities; refused without a token (spec: 'Token is required').",
    request: empty,
    data: z.object(activityData),
  }),
  getLoginPayUser3: endpoint({
    path: '/app/v1/getLoginPayUser3',
    access: 'token',
    shape: 'spec',
    summary: 'Sign-up bonus state: owned cards, props bought, and the recharge still needed (hundredths).',
    request: empty,
    data: z.object({ ownList: list(loginPayOwn, 20), buyPropIds: list(id, 20), needRecharge: money }),
  }),
  receiveLoginPay3: endpoint({
    path: '/app/v1/receiveLoginPay3',
    access: 'token',
    shape: 'designed',
    summary: "Claims today's reward of an owned sign-up bonus card.",
    request: byId,
    data: z.object({ ownList: list(loginPayOwn, 20), propList }),
  }),
  rechargeBonusCollection9: endpoint({
    path: '/app/v1/rechargeBonusCollection9',
    access: 'token',
    shape: 'designed',
    summary: 'First-charge load (null state when the player has none); buying is recharge3 with actType 39.',
    request: empty,
    data: z.object({ appRechargeBonusCollection9: z.nullable(firstChargeState), expireTime }),
  }),
  rechargeBonusCollection9Receive: endpoint({
    path: '/app/v1/rechargeBonusCollection9Receive',
    access: 'token',
    shape: 'designed',
    summary: 'First-charge claim of one free reward.',
    request: byProp,
    data: paid('appRechargeBonusCollection9', firstChargeState),
  }),
  appInviteBonus1User: endpoint({
    path: '/app/v1/appInviteBonus1User',
    access: 'token',
    shape: 'designed',
    summary: 'Invite-friends load (null state when the player has none).',
    request: empty,
    data: z.object({ appInviteBonus1User: z.nullable(inviteBonusState), expireTime }),
  }),
  appInviteBonus1UserReceive: endpoint({
    path: '/app/v1/appInviteBonus1UserReceive',
    access: 'token',
    shape: 'designed',
    summary: 'Invite-friends claim of one prize.',
    request: byProp,
    data: paid('appInviteBonus1User', inviteBonusState),
  }),
  rechargeBonusCollection6: endpoint({
    path: '/app/v1/rechargeBonusCollection6',
    access: 'token',
    shape: 'designed',
    summary: "Ladder recharge (LadderRecharge 17): this Manila month's paid deposits and the tiers.",
    request: empty,
    data: stateOf('rechargeBonusCollection6', rechargeLadderState),
  }),
  rechargeBonusCollection8: endpoint({
    path: '/app/v1/rechargeBonusCollection8',
    access: 'token',
    shape: 'designed',
    summary: 'Deposit streak (ContinuousRecharge 43): this week of days, same shape as collection 6 plus streak.',
    request: empty,
    data: stateOf('rechargeBonusCollection8', rechargeLadderState),
  }),
  receiverRechargeBonusCollection6: endpoint({
    path: '/app/v1/receiverRechargeBonusCollection6',
    access: 'token',
    shape: 'designed',
    summary: 'Claims a reached tier of collection 6 or 8 (tier ids are unique across both).',
    request: byId,
    data: paid('rechargeBonusCollection', rechargeLadderState),
  }),
  actInviteUserRecord: endpoint({
    path: '/app/v1/actInviteUserRecord',
    access: 'token',
    shape: 'designed',
    summary: "Invite-and-spin: the player's spins, newest first, one page.",
    request: z.object(pageRequest),
    data: z.object(pageOf(inviteSpinRow)),
  }),
  actInviteUserStatus: endpoint({
    path: '/app/v1/actInviteUserStatus',
    access: 'token',
    shape: 'designed',
    summary:
      'Invite-and-spin: invitations, valid ones (a paid deposit), spins left, prizes won, wheel cash and the wheel.',
    request: empty,
    data: stateOf('actInviteUser', actInviteUserState),
  }),
  actInviteUserSpin: endpoint({
    path: '/app/v1/actInviteUserSpin',
    access: 'token',
    shape: 'designed',
    summary:
      'Invite-and-spin: uses one spin; the server draws the segment and records its prize as wheel cash before answering (propList empty: nothing paid yet).',
    request: empty,
    data: z.object({ actInviteUser: actInviteUserState, spin: inviteSpinRow, propList }),
  }),
  actInviteUserExchange: endpoint({
    path: '/app/v1/actInviteUserExchange',
    access: 'token',
    shape: 'designed',
    summary:
      'Invite-and-spin: exchanges the whole wheel cash for coin, once, through the ledger (1005 when there is none).',
    request: empty,
    data: paid('actInviteUser', actInviteUserState),
  }),
  vipRebate: endpoint({
    path: '/app/v1/vipRebate',
    access: 'token',
    shape: 'designed',
    summary: "VIP rebate: the previous Manila date's bets, the VIP level's rate and the rebate to claim.",
    request: empty,
    data: stateOf('vipRebate', vipRebateState),
  }),
  vipRebateReceive: endpoint({
    path: '/app/v1/vipRebateReceive',
    access: 'token',
    shape: 'designed',
    summary: "VIP rebate: claims the previous Manila date's rebate, once.",
    request: empty,
    data: paid('vipRebate', vipRebateState),
  }),
  festival: endpoint({
    path: '/app/v1/festival',
    access: 'token',
    shape: 'designed',
    summary: "Festival: the red packet window open now or the next one, and the player's packets.",
    request: empty,
    data: stateOf('festival', festivalState),
  }),
  festivalRedPacket: endpoint({
    path: '/app/v1/festivalRedPacket',
    access: 'token',
    shape: 'designed',
    summary: "Festival: opens this window's red packet, once; the amount is drawn on the server.",
    request: empty,
    data: paid('festival', festivalState),
  }),
  cashBonus: endpoint({
    path: '/app/v1/cashBonus',
    access: 'token',
    shape: 'designed',
    summary:
      'Cash bonus (Fund 16): the fund accrued from paid deposits, released by bets, claimable from the smallest claim.',
    request: empty,
    data: stateOf('cashBonus', cashBonusState),
  }),
  cashBonusReceive: endpoint({
    path: '/app/v1/cashBonusReceive',
    access: 'token',
    shape: 'designed',
    summary: 'Cash bonus: claims what bets released and is not yet claimed.',
    request: empty,
    data: paid('cashBonus', cashBonusState),
  }),
  weekendLottery: endpoint({
    path: '/app/v1/weekendLottery',
    access: 'public',
    shape: 'designed',
    summary:
      "Weekend lottery: this weekend's draw time and the reader's tickets; the last draw's winners (drawn on the first read after its time).",
    request: empty,
    data: stateOf('weekendLottery', weekendLotteryState),
  }),
  couponList: endpoint({
    path: '/app/v1/couponList',
    access: 'token',
    shape: 'designed',
    summary: 'Deposit coupons the player owns: percent of a plain deposit added as bonus, capped at limitAmount.',
    request: empty,
    data: z.object({ list: list(couponEntry, 300) }),
  }),
  bankruptBonus: endpoint({
    path: '/app/v1/bankruptBonus',
    access: 'token',
    shape: 'designed',
    summary: 'Supply: claims the bankruptcy bonus when isBankrupt; answers the new coin balance.',
    request: empty,
    data: z.object({ propList, coin: money }),
  }),
  appUpdateBonus: endpoint({
    path: '/app/v1/appUpdateBonus',
    access: 'token',
    shape: 'designed',
    summary:
      'Force-update bonus: pays 20 pesos once to a player who has deposited, sent by the installed app (the update taken); answers the new coin balance.',
    request: empty,
    data: z.object({ propList, coin: money }),
  }),
  agentData: endpoint({
    path: '/app/v1/agentData',
    access: 'token',
    shape: 'designed',
    summary: "Agent programme: the downline by level, the commission tier, today's and the accrued commission.",
    request: empty,
    data: stateOf('agent', agentState),
  }),
  agent3Exchange: endpoint({
    path: '/app/v1/agent3Exchange',
    access: 'token',
    shape: 'designed',
    summary: 'Agent programme: moves all the commission left into coin, once, from the minimum.',
    request: empty,
    data: paid('agent', agentState),
  }),
  agent4Data: endpoint({
    path: '/app/v1/agent4Data',
    access: 'token',
    shape: 'designed',
    summary: 'Agent programme: the commission left for scratch cards and lottery tickets, and how many were bought.',
    request: empty,
    data: stateOf('agent4', agent4State),
  }),
  agent4Scratch: endpoint({
    path: '/app/v1/agent4Scratch',
    access: 'token',
    shape: 'designed',
    summary: 'Agent programme: buys a scratch card with commission; its prize is drawn on the server and paid.',
    request: empty,
    data: paid('agent4', agent4State),
  }),
  agent4InviteRows: endpoint({
    path: '/app/v1/agent4InviteRows',
    access: 'token',
    shape: 'designed',
    summary: 'Agent programme: the downline, one page (masked account, level, valid, valid bets of 7 days).',
    request: z.object(pageRequest),
    data: z.object(pageOf(agentInviteRow)),
  }),
  agent4Lottery: endpoint({
    path: '/app/v1/agent4Lottery',
    access: 'token',
    shape: 'designed',
    summary: 'Agent programme: buys a lottery ticket with commission; the server draws its number and pays.',
    request: empty,
    data: paid('agent4', agent4State),
  }),
  agent4Award: endpoint({
    path: '/app/v1/agent4Award',
    access: 'token',
    shape: 'designed',
    summary: 'Agent programme: the scratch cards and lottery tickets bought, newest first (the last 20).',
    request: empty,
    data: z.object({ list: list(agentAward, 20) }),
  }),
  agentCountData: endpoint({
    path: '/app/v1/agentCountData',
    access: 'token',
    shape: 'designed',
    summary: 'Agent count: valid invitees and the reward tiers, each claimable once when reached.',
    request: empty,
    data: stateOf('agentCount', agentCountState),
  }),
  agentCountReceive: endpoint({
    path: '/app/v1/agentCountReceive',
    access: 'token',
    shape: 'designed',
    summary: 'Agent count: claims a reached tier (id = the valid invitees it needs), once.',
    request: z.object({ id }),
    data: paid('agentCount', agentCountState),
  }),
  loginBonus3User: endpoint({
    path: '/app/v1/loginBonus3User',
    access: 'token',
    shape: 'designed',
    summary: 'Free sign-in bonus: days logged in and the reward of each day.',
    request: empty,
    data: stateOf('loginBonus3User', loginBonus3State),
  }),
  loginBonus3UserReceive: endpoint({
    path: '/app/v1/loginBonus3UserReceive',
    access: 'token',
    shape: 'designed',
    summary: 'Free sign-in bonus: claims the reward of a reached day.',
    request: z.object({ day: z.int().check(z.minimum(1), z.maximum(31)) }),
    data: paid('loginBonus3User', loginBonus3State),
  }),
  appProxyUser4TaskUser: endpoint({
    path: '/app/v1/appProxyUser4TaskUser',
    access: 'token',
    shape: 'designed',
    summary: "Follow rewards: the operator's social accounts, each opened or not, its reward received or not.",
    request: empty,
    data: stateOf('appProxyUser4TaskUser', proxyTaskState),
  }),
  appProxyUser4TaskUserShare: endpoint({
    path: '/app/v1/appProxyUser4TaskUserShare',
    access: 'token',
    shape: 'designed',
    summary: 'Follow rewards: records that the player opened account {id} (the server cannot see a follow).',
    request: byId,
    data: stateOf('appProxyUser4TaskUser', proxyTaskState),
  }),
  appProxyUser4TaskUserReceive: endpoint({
    path: '/app/v1/appProxyUser4TaskUserReceive',
    access: 'token',
    shape: 'designed',
    summary: 'Follow rewards: pays the reward of an opened account, once.',
    request: byId,
    data: paid('appProxyUser4TaskUser', proxyTaskState),
  }),
  christmasUser: endpoint({
    path: '/app/v1/christmasUser',
    access: 'token',
    shape: 'designed',
    summary: "Christmas: the season's dates, today's sign-in, the advent boxes, the milestones and the extra box.",
    request: empty,
    data: stateOf('christmasUser', christmasState),
  }),
  christmasSign: endpoint({
    path: '/app/v1/christmasSign',
    access: 'token',
    shape: 'designed',
    summary: "Christmas: today's sign-in (pays a little coin and unlocks today's box), once per Manila date.",
    request: empty,
    data: paid('christmasUser', christmasState),
  }),
  christmasOpen: endpoint({
    path: '/app/v1/christmasOpen',
    access: 'token',
    shape: 'designed',
    summary: "Christmas: opens today's advent box (its day's fixed prize), once.",
    request: empty,
    data: paid('christmasUser', christmasState),
  }),
  christmasReceive: endpoint({
    path: '/app/v1/christmasReceive',
    access: 'token',
    shape: 'designed',
    summary: 'Christmas: receives milestone {id} (that many boxes opened), once.',
    request: byId,
    data: paid('christmasUser', christmasState),
  }),
  christmasExtra: endpoint({
    path: '/app/v1/christmasExtra',
    access: 'token',
    shape: 'designed',
    summary: 'Christmas: opens the extra box of a paid deposit within the dates, once per season.',
    request: empty,
    data: paid('christmasUser', christmasState),
  }),
  newYearUser: endpoint({
    path: '/app/v1/newYearUser',
    access: 'token',
    shape: 'designed',
    summary: "New Year: the season's dates, the items held, today's tasks and the extra set.",
    request: empty,
    data: stateOf('newYearUser', newYearState),
  }),
  newYearShare: endpoint({
    path: '/app/v1/newYearShare',
    access: 'token',
    shape: 'designed',
    summary: "New Year: records today's share (the share task).",
    request: empty,
    data: stateOf('newYearUser', newYearState),
  }),
  newYearReceiveTask: endpoint({
    path: '/app/v1/newYearReceiveTask',
    access: 'token',
    shape: 'designed',
    summary: 'New Year: receives the items of completed task {id}, once per Manila date.',
    request: byId,
    data: paid('newYearUser', newYearState),
  }),
  newYearBoxOpen: endpoint({
    path: '/app/v1/newYearBoxOpen',
    access: 'token',
    shape: 'designed',
    summary: 'New Year: opens a box with a set of items (40001 and 40002, spent); the coin is drawn on the server.',
    request: empty,
    data: paid('newYearUser', newYearState),
  }),
  newYearOpen: endpoint({
    path: '/app/v1/newYearOpen',
    access: 'token',
    shape: 'designed',
    summary: 'New Year: the lottery with 40003 and 40004 (spent); the coin is drawn on the server.',
    request: empty,
    data: paid('newYearUser', newYearState),
  }),
  newYearExtra: endpoint({
    path: '/app/v1/newYearExtra',
    access: 'token',
    shape: 'designed',
    summary: 'New Year: receives the extra set of a paid deposit within the dates, once per season.',
    request: empty,
    data: paid('newYearUser', newYearState),
  }),
  appAgent5User: endpoint({
    path: '/app/v1/appAgent5User',
    access: 'token',
    shape: 'designed',
    summary: 'Agent5: the five levels, commission accrued, received and receivable, and the level-1 invitees.',
    request: empty,
    data: stateOf('appAgent5User', agent5State),
  }),
  appAgent5UserLog: endpoint({
    path: '/app/v1/appAgent5UserLog',
    access: 'token',
    shape: 'designed',
    summary: 'Agent5: the log of every accrual and receipt, newest first, one page.',
    request: z.object(pageRequest),
    data: z.object(pageOf(agent5LogRow)),
  }),
  appAgent5UserReceive: endpoint({
    path: '/app/v1/appAgent5UserReceive',
    access: 'token',
    shape: 'designed',
    summary: 'Agent5: receives the receivable commission, once (1005 below the minimum).',
    request: empty,
    data: paid('appAgent5User', agent5State),
  }),
  appAgent5UserInviteValidReceive: endpoint({
    path: '/app/v1/appAgent5UserInviteValidReceive',
    access: 'token',
    shape: 'designed',
    summary: 'Agent5: claims the reward of one valid level-1 invitee (id: their uid), once.',
    request: byId,
    data: paid('appAgent5User', agent5State),
  }),
};
