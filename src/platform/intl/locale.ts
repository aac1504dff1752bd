import { local } from '../storage/storage';
import { enPH } from './en-PH';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** A loaded catalogue: id → ICU message. */
export type Messages = Readonly<Record<string, string>>;

/** The browser's languages, most wanted first (none outside a browser). */
const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/**
 * The language to start in: the player's remembered choice; on a first visit the first of the browser's languages
 * we have (Filipino for `fil` and `tl`, the older code for Tagalog; English for any `en`); English otherwise.
 */
export function preferredLocale(languages: readonly string[] = browserLanguages()): Locale {
  const remembered = local.get('locale');
  if (remembered) return remembered;
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'fil' || language === 'tl') return 'fil-PH';
    if (language === 'en') return 'en-PH';
  }
  return DEFAULT_LOCALE;
}

/** The language to start in, with its catalogue when the first download holds it (English), for the locale machine. */
export function startingLocale(): { locale: Locale; messages: Messages | null } {
  const locale = preferredLocale();
  return { locale, messages: locale === DEFAULT_LOCALE ? enPH : null };
}

export const rememberLocale = (locale: Locale) => local.set('locale', locale);

/** `<html lang>` follows the shown language (screen readers pick their voice by it). */
export function showLocale(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * A language's catalogue. English is in the first download (its area parts load with their screens); Filipino is
 * one chunk with every message, loaded only by those who read it, so the guest budget holds.
 */
export const loadCatalogue = (locale: Locale): Promise<Messages> =>
  locale === 'fil-PH' ? import('./fil-PH').then((module) => module.filPH) : Promise.resolve(enPH);
