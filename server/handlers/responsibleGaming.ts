import { accountHistory } from '../player/accountHistory';
import { takeBreak } from '../player/breaks';
import { rgSettingsOf, setDepositLimit, setRealityCheck } from '../player/limits';
import { sessionSummary } from '../player/sessionSummary';
import { type Handler, requireUser } from './types';

/** Responsible gaming: the rules live in server/player/limits.ts, breaks.ts, sessionSummary.ts, accountHistory.ts. */

export const rgSettings: Handler<'rgSettings'> = async (ctx) => rgSettingsOf(ctx.db, requireUser(ctx), ctx.now);

export const rgSetDepositLimit: Handler<'rgSetDepositLimit'> = async (ctx) =>
  setDepositLimit(ctx.db, requireUser(ctx), ctx.body.period, ctx.body.amount, ctx.now);

export const rgSetRealityCheck: Handler<'rgSetRealityCheck'> = async (ctx) =>
  setRealityCheck(ctx.db, requireUser(ctx), ctx.body.minutes, ctx.now);

export const rgTakeBreak: Handler<'rgTakeBreak'> = async (ctx) =>
  takeBreak(ctx.db, requireUser(ctx), ctx.body.breakId, ctx.body.password, ctx.now);

export const rgSessionSummary: Handler<'rgSessionSummary'> = async (ctx) =>
  sessionSummary(ctx.db, requireUser(ctx), ctx.token);

export const rgHistory: Handler<'rgHistory'> = async (ctx) => accountHistory(ctx.db, requireUser(ctx), ctx.now);
