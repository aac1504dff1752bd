import { enPH } from './en-PH';
import type { everyMessage } from './everyMessage';

/** Every message id the app may use: the catalogue loaded at start plus the area parts their screens load. */
export type MessageId = keyof typeof everyMessage;

/** Whether an id is in the catalogue loaded at start (server-given ids never name wallet-screen texts). */
export const isMessageId = (id: string): id is MessageId => Object.hasOwn(enPH, id);

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
