/** The app's languages: English (Philippines), the default, and Filipino. */
export const LOCALES = ['en-PH', 'fil-PH'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-PH';

/** Each language's name in itself, as language switches show it (with `lang`, so a screen reader says it right). */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'en-PH': 'English', 'fil-PH': 'Filipino' };
