import { enPH } from './en-PH';
import type { everyMessage } from './everyMessage';

/** Every message id the app may use: the catalogue loaded at start plus the area parts their screens load. */
export type MessageId = keyof typeof everyMessage;
/** A catalogue for another locale must hold exactly the same ids as the one loaded at start. */
export type Catalogue = Record<keyof typeof enPH, string>;

export const DEFAULT_LOCALE = 'en-PH';
export const catalogues: Record<typeof DEFAULT_LOCALE, Catalogue> = { 'en-PH': enPH };

/** Whether an id is in the catalogue loaded at start (server-given ids never name wallet-screen texts). */
export const isMessageId = (id: string): id is MessageId => Object.hasOwn(enPH, id);

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
