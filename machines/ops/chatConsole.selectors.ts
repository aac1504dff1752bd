import type { SnapshotFrom } from 'xstate';
import type { ChatConsoleMachine } from './chatConsole.machine';

type ChatConsoleSnapshot = SnapshotFrom<ChatConsoleMachine>;

export const chatQueue = (snapshot: ChatConsoleSnapshot) => snapshot.context.queue;
export const chatQueueLoading = (snapshot: ChatConsoleSnapshot) =>
  snapshot.matches({ queue: 'loading' }) && snapshot.context.queue === null;
export const chatQueueError = (snapshot: ChatConsoleSnapshot) =>
  snapshot.matches({ queue: 'failed' }) ? snapshot.context.loadError : null;
export const chatOpenId = (snapshot: ChatConsoleSnapshot) => snapshot.context.openId;
export const chatDetail = (snapshot: ChatConsoleSnapshot) =>
  snapshot.context.detail?.conversation.id === snapshot.context.openId ? snapshot.context.detail : null;
export const chatDraftText = (snapshot: ChatConsoleSnapshot) => snapshot.context.draft;
export const chatNotice = (snapshot: ChatConsoleSnapshot) => snapshot.context.notice;
export const chatBusy = (snapshot: ChatConsoleSnapshot) =>
  snapshot.matches({ conversation: 'taking' }) ||
  snapshot.matches({ conversation: 'replying' }) ||
  snapshot.matches({ conversation: 'closing' });
export const chatStreamLost = (snapshot: ChatConsoleSnapshot) => snapshot.hasTag('streamLost');
/** The open conversation's player is typing (support's stream said so less than 6 s ago). */
export const chatPlayerTyping = (snapshot: ChatConsoleSnapshot) => snapshot.context.playerTyping;
