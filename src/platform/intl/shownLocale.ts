import { LOCALES, type Locale } from './locales';

/** The language the page shows: `<html lang>` once the app has set it (./locale.ts `showLocale`), else undefined. */
export function shownLocale(): Locale | undefined {
  if (typeof document === 'undefined') return undefined;
  const lang = document.documentElement.lang;
  return LOCALES.find((locale) => locale === lang);
}

/** Calls `changed` whenever the page's language changes; returns the stop. Nothing to watch without a document. */
export function watchShownLocale(changed: () => void): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => undefined;
  const watch = new MutationObserver(changed);
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => watch.disconnect();
}
