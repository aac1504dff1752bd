import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { deleteMails, mailPage, readMail, receiveMail as receiveMailOf, unreadCounts } from '../player/mail';
import { changeLoginPassword, checkNickname, saveUserOther, setSuperior, userOther } from '../player/profile';
import { claimTask, taskUser, visitTask } from '../player/tasks';
import { loadUser, toUserInfo } from '../player/userInfo';
import { type Handler, requireUser } from './types';

/** Nickname (trimmed, 2–20 characters, HTML-inert) and/or avatar index; answers the updated user. */
export const updateProfile: Handler<'updateProfile'> = async (ctx) => {
  const { db, body, now } = ctx;
  const userId = requireUser(ctx);
  const changes: { nickname?: string; avatar?: number } = {};
  if (body.nickname !== undefined) changes.nickname = checkNickname(body.nickname);
  if (body.avatar !== undefined) changes.avatar = body.avatar;
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, userId));
  return { user: toUserInfo(await loadUser(db, userId), now) };
};

/** Unread mails per box: red0 system, red1 rewards, red2 activity (the menu's mail red dot). */
export const hasMailUnread: Handler<'hasMailUnread'> = async ({ db, userId }) =>
  unreadCounts(db, requireUser({ userId }));

export const getMail2: Handler<'getMail2'> = async (ctx) =>
  mailPage(ctx.db, requireUser(ctx), ctx.body.page, ctx.body.pageSize, ctx.body.box);

export const getMailDetail: Handler<'getMailDetail'> = async (ctx) => readMail(ctx.db, requireUser(ctx), ctx.body.id);

export const receiveMail: Handler<'receiveMail'> = async (ctx) =>
  receiveMailOf(ctx.db, requireUser(ctx), ctx.body.id, ctx.now);

export const delMail: Handler<'delMail'> = async (ctx) => deleteMails(ctx.db, requireUser(ctx), ctx.body.ids);

/** Task progress; taskData holds the done tasks (key 105 = first recharge done), server/player/tasks.ts. */
export const getTaskUser: Handler<'getTaskUser'> = async ({ db, userId, now }) =>
  taskUser(db, requireUser({ userId }), now);

export const receiveTaskAward: Handler<'receiveTaskAward'> = async (ctx) =>
  claimTask(ctx.db, requireUser(ctx), ctx.body.taskKey, ctx.now);

export const taskVisit: Handler<'taskVisit'> = async (ctx) =>
  visitTask(ctx.db, requireUser(ctx), ctx.body.taskKey, ctx.now);

export const agentFill: Handler<'agentFill'> = async (ctx) => setSuperior(ctx.db, requireUser(ctx), ctx.body.pid);

export const modifyPassword: Handler<'modifyPassword'> = async (ctx) => {
  const config = (await ctx.catalogue.get(ctx.db)).webConfig;
  await changeLoginPassword(
    ctx.db,
    requireUser(ctx),
    ctx.token,
    ctx.body.oldPassword,
    ctx.body.password,
    config,
    ctx.now,
  );
  return {};
};

export const appUserOther: Handler<'appUserOther'> = async (ctx) => userOther(ctx.db, requireUser(ctx));

export const updateAppUserOther: Handler<'updateAppUserOther'> = async (ctx) =>
  saveUserOther(ctx.db, requireUser(ctx), ctx.body);
