import { playerThread, sendPlayerMessage } from '../chat/conversations';
import { type Handler, requireUser } from './types';

/** The player's customer-service chat (server/chat/conversations.ts). */
export const chatThread: Handler<'chatThread'> = async (ctx) => playerThread(ctx.db, requireUser(ctx));

export const chatSend: Handler<'chatSend'> = async (ctx) =>
  sendPlayerMessage(ctx.db, requireUser(ctx), ctx.body.body, ctx.now);
