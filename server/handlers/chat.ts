import { playerThread, playerTyping, sendPlayerMessage } from '../chat/conversations';
import { type Handler, requireUser } from './types';

/** The player's customer-service chat (server/chat/conversations.ts). */
export const chatThread: Handler<'chatThread'> = async (ctx) => playerThread(ctx.db, requireUser(ctx));

export const chatSend: Handler<'chatSend'> = async (ctx) =>
  sendPlayerMessage(ctx.db, requireUser(ctx), ctx.body.body, ctx.now);

export const chatTyping: Handler<'chatTyping'> = async (ctx) => playerTyping(ctx.db, requireUser(ctx), ctx.now);
