import type { Locale } from '../../api/contract/locales';

// The languages are part of the contract: the server paints a player's first screens in them.
export { DEFAULT_LOCALE, LOCALES, type Locale } from '../../api/contract/locales';

/** Each language's name in itself, as language switches show it (with `lang`, so a screen reader says it right). */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'en-PH': 'English', 'fil-PH': 'Filipino' };
