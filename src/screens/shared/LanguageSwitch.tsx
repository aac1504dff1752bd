import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { localeFailed, localeLoading, shownLocale } from '../../../machines/session/locale.selectors';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from '../../platform/intl/locales';
import { SessionContext } from './sessionContext';
import './languageSwitch.css';

/**
 * English | Filipino: one pressed button per language, on the home footer, in the players' menu and
 * in the desktop menu. It sends LOCALE.CHOOSE to the session's `locale` child, which loads the language,
 * remembers it and sets `<html lang>`; a language that could not load is said politely under the buttons.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const intl = useIntl();
  const localeRef = SessionContext.useSelector((snapshot) => snapshot.children.locale);
  const shown = useSelector(localeRef, (snapshot) => (snapshot ? shownLocale(snapshot) : DEFAULT_LOCALE));
  const busy = useSelector(localeRef, (snapshot) => (snapshot ? localeLoading(snapshot) : false));
  const failed = useSelector(localeRef, (snapshot) => (snapshot ? localeFailed(snapshot) : false));
  return (
    <fieldset className={`language-switch ${className}`} aria-busy={busy}>
      <legend className="language-switch__label">{intl.formatMessage({ id: 'locale.label' })}</legend>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch__option"
          aria-pressed={locale === shown}
          onClick={() => localeRef?.send({ type: 'LOCALE.CHOOSE', locale })}
        >
          {LANGUAGE_NAMES[locale]}
        </button>
      ))}
      <span className="language-switch__status" aria-live="polite">
        {failed ? intl.formatMessage({ id: 'locale.failed' }) : ''}
      </span>
    </fieldset>
  );
}
