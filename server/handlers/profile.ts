import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { AppError, ERRCODE } from '../errors';
import { unreadCounts } from '../player/mail';
import { taskUser } from '../player/tasks';
import { loadUser, toUserInfo } from '../player/userInfo';
import { type Handler, requireUser } from './types';

/** Nickname (trimmed, not blank) and/or avatar index; answers the updated user. */
export const updateProfile: Handler<'updateProfile'> = async (ctx) => {
  const { db, body, now } = ctx;
  const userId = requireUser(ctx);
  const changes: { nickname?: string; avatar?: number } = {};
  if (body.nickname !== undefined) {
    const nickname = body.nickname.trim();
    if (nickname === '') throw new AppError(ERRCODE.invalidBody, 'invalid body: nickname: must not be blank', 400);
    changes.nickname = nickname;
  }
  if (body.avatar !== undefined) changes.avatar = body.avatar;
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, userId));
  return { user: toUserInfo(await loadUser(db, userId), now) };
};

/** Unread mails per box: red0 system, red1 rewards, red2 activity (the menu's mail red dot). */
export const hasMailUnread: Handler<'hasMailUnread'> = async ({ db, userId }) =>
  unreadCounts(db, requireUser({ userId }));

/** Task progress; taskData holds the done tasks (key 105 = first recharge done), server/player/tasks.ts. */
export const getTaskUser: Handler<'getTaskUser'> = async ({ db, userId }) => taskUser(db, requireUser({ userId }));
