/** The app's languages: English (Philippines), the default, and Filipino. */
export const LOCALES = ['en-PH', 'fil-PH'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-PH';
