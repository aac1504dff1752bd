import type { serviceChatMessages as en } from '../en-PH/serviceChat';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/serviceChat.ts. */
export const serviceChatMessages: Translation<typeof en> = {
  'lobby.service.chat': 'Live chat',
  'lobby.service.close': 'Isara ang chat',
};
