import { enPH } from './en-PH';
import type { activityMessages } from './en-PH/activity';
import type { walletMessages } from './en-PH/wallet';

/** Every message id the app may use: the catalogue loaded at start plus the area parts their screens load. */
export type MessageId = keyof typeof enPH | keyof typeof walletMessages | keyof typeof activityMessages;
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
