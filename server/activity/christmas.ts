import {
  CHRISTMAS_ACTIVITY,
  CHRISTMAS_DATES,
  CHRISTMAS_EXTRA_COIN,
  CHRISTMAS_MILESTONES,
  CHRISTMAS_SIGN_COIN,
  christmasBoxCoin,
} from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { AppError } from '../errors';
import { ACTIVITY_ERRCODE } from './config';
import { payAward } from './payout';
import {
  claimInSeason,
  claimKey,
  depositedInSeason,
  type SeasonNow,
  seasonClaims,
  seasonFields,
  seasonNow,
} from './seasons';

/**
 * Christmas (37; docs/promotions.md "Christmas"): an advent calendar within the configured Manila dates. Claims are
 * activity_claims rows (player, 37, award id, prop): the sign-in and the box of a day have award id = that Manila
 * day number and prop 1 and 2; a milestone and the extra box have award id = the season's first day and prop
 * 100 + boxes and 3. Every payout goes through payAward with the claim in its ledger ref, in the claim's transaction.
 */

const SIGN = 1;
const BOX = 2;
const EXTRA = 3;
const MILESTONE = 100;
const coin = (count: number) => [{ id: 2001, count }];

async function stateOf(db: Db | Tx, userId: number, season: SeasonNow) {
  const [claims, deposited] = await Promise.all([
    seasonClaims(db, userId, CHRISTMAS_ACTIVITY, season),
    depositedInSeason(db, userId, season),
  ]);
  const has = (awardId: number, propId: number) => claims.has(claimKey(awardId, propId));
  const days = season.lastDay - season.firstDay + 1;
  const signedToday = season.running && has(season.today, SIGN);
  const boxes = Array.from({ length: days }, (_, i) => {
    const dayNumber = season.firstDay + i;
    const opened = has(dayNumber, BOX);
    const openable = !opened && dayNumber === season.today && signedToday;
    return { day: i + 1, award: christmasBoxCoin(i + 1), itemStatus: opened ? 2 : openable ? 1 : 0 };
  });
  const opened = boxes.filter((box) => box.itemStatus === 2).length;
  const status = (received: boolean, reached: boolean) => (received ? 2 : reached && season.running ? 1 : 0);
  return {
    ...seasonFields(season),
    signedToday,
    signDays: Array.from({ length: days }, (_, i) => has(season.firstDay + i, SIGN)).filter(Boolean).length,
    boxes,
    milestones: CHRISTMAS_MILESTONES.map((milestone) => ({
      id: milestone.boxes,
      award: coin(milestone.coin),
      itemStatus: status(has(season.firstDay, MILESTONE + milestone.boxes), opened >= milestone.boxes),
    })),
    extra: { id: EXTRA, award: coin(CHRISTMAS_EXTRA_COIN), itemStatus: status(has(season.firstDay, EXTRA), deposited) },
  };
}

export type ChristmasState = Awaited<ReturnType<typeof stateOf>>;

/** christmasUser: the season at the server's clock and the player's calendar. */
export async function loadChristmas(db: Db, userId: number, now: number) {
  return { christmasUser: await stateOf(db, userId, seasonNow(CHRISTMAS_DATES, now)) };
}

/** One claim of the running season, paid in coin with the claim in its ledger ref. */
async function claim(
  db: Db,
  userId: number,
  now: number,
  pick: (state: ChristmasState, season: SeasonNow) => { awardId: number; propId: number; coin: number; ref: string },
) {
  const season = seasonNow(CHRISTMAS_DATES, now);
  const { state, paid } = await claimInSeason(db, userId, CHRISTMAS_ACTIVITY, season, {
    stateOf: (tx) => stateOf(tx, userId, season),
    pick: (current) => pick(current, season),
    pay: (tx, chosen) => payAward(tx, userId, coin(chosen.coin), `christmas:${chosen.ref}`, now),
  });
  return { christmasUser: state, propList: paid };
}

/** christmasSign: today's sign-in, once per Manila date. */
export function signChristmas(db: Db, userId: number, now: number) {
  return claim(db, userId, now, (state, season) => {
    if (state.signedToday) throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, 'Already signed in today.');
    return { awardId: season.today, propId: SIGN, coin: CHRISTMAS_SIGN_COIN, ref: `sign:${season.today}` };
  });
}

/** christmasOpen: today's box, once, after today's sign-in; its prize is fixed by the day. */
export function openChristmasBox(db: Db, userId: number, now: number) {
  return claim(db, userId, now, (state, season) => {
    const box = state.boxes[state.day - 1];
    if (box?.itemStatus === 2) throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, "Today's box is opened.");
    if (!state.signedToday) throw new AppError(ACTIVITY_ERRCODE.notClaimable, "Sign in first to open today's box.");
    return { awardId: season.today, propId: BOX, coin: box?.award ?? 0, ref: `box:${season.today}` };
  });
}

/** christmasReceive {id}: milestone `id` (that many boxes opened this season), once. */
export function receiveChristmasMilestone(db: Db, userId: number, now: number, id: number) {
  return claim(db, userId, now, (state, season) => {
    const milestone = state.milestones.find((entry) => entry.id === id);
    if (!milestone) throw new AppError(ACTIVITY_ERRCODE.notAvailable, 'No such milestone.');
    if (milestone.itemStatus === 2) throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, 'Already received.');
    if (milestone.itemStatus !== 1) throw new AppError(ACTIVITY_ERRCODE.notClaimable, 'Open more boxes first.');
    return {
      awardId: season.firstDay,
      propId: MILESTONE + id,
      coin: milestone.award[0]?.count ?? 0,
      ref: `milestone:${season.firstDay}:${id}`,
    };
  });
}

/** christmasExtra: the extra box of a paid deposit within the dates, once per season. */
export function openChristmasExtra(db: Db, userId: number, now: number) {
  return claim(db, userId, now, (state, season) => {
    if (state.extra.itemStatus === 2) throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, 'The extra box is opened.');
    if (state.extra.itemStatus !== 1) throw new AppError(ACTIVITY_ERRCODE.depositFirst, 'Deposit first.');
    return { awardId: season.firstDay, propId: EXTRA, coin: CHRISTMAS_EXTRA_COIN, ref: `extra:${season.firstDay}` };
  });
}
