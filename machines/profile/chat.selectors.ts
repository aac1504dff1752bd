import type { SnapshotFrom } from 'xstate';
import type { ChatMachine } from './chat.machine';

type ChatSnapshot = SnapshotFrom<ChatMachine>;

export const chatLoading = (snapshot: ChatSnapshot) => snapshot.hasTag('loading');
export const chatLoadFailed = (snapshot: ChatSnapshot) => snapshot.hasTag('failed');
export const chatOpen = (snapshot: ChatSnapshot) => snapshot.matches('open');
export const chatClosed = (snapshot: ChatSnapshot) => snapshot.hasTag('closed');
export const chatSending = (snapshot: ChatSnapshot) => snapshot.hasTag('sending');
export const chatFailedToSend = (snapshot: ChatSnapshot) => snapshot.hasTag('failedToSend');
export const agentTyping = (snapshot: ChatSnapshot) => snapshot.hasTag('agentTyping');
export const chatMessages = (snapshot: ChatSnapshot) => snapshot.context.thread.messages;
export const chatWaiting = (snapshot: ChatSnapshot) => snapshot.context.thread.conversation?.status === 'waiting';
export const chatDraft = (snapshot: ChatSnapshot) => snapshot.context.draft;
export const chatPending = (snapshot: ChatSnapshot) => snapshot.context.pending;
export const chatProblem = (snapshot: ChatSnapshot) => snapshot.context.problem;
