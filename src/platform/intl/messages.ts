import { enPH } from './en-PH';

/** Every message id the app may use; the en-PH catalogue defines the set. */
export type MessageId = keyof typeof enPH;
/** A catalogue for another locale must hold exactly the same ids. */
export type Catalogue = Record<MessageId, string>;

export const DEFAULT_LOCALE = 'en-PH';
export const catalogues: Record<typeof DEFAULT_LOCALE, Catalogue> = { 'en-PH': enPH };

export const isMessageId = (id: string): id is MessageId => Object.hasOwn(enPH, id);

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
