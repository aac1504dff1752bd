import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { shownLocale, shownMessages } from '../../machines/session/locale.selectors';
import { DEFAULT_LOCALE } from '../platform/intl/locales';
import type { MessageId } from '../platform/intl/messages';
import { SessionContext } from '../screens/shared/sessionContext';

/** Every date and time is shown in Manila time, wherever the player's device is (spec §9). */
export const TIME_ZONE = 'Asia/Manila';

/**
 * react-intl in the language the session's `locale` child shows (machines/session/locale.machine.ts). Nothing
 * renders before its first catalogue is there (Filipino is a chunk of its own): the page stays on index.html's
 * background for that moment instead of flashing English.
 */
export function LocaleIntl({ children }: { children: ReactNode }) {
  const localeRef = SessionContext.useSelector((snapshot) => snapshot.children.locale);
  const locale = useSelector(localeRef, (snapshot) => (snapshot ? shownLocale(snapshot) : DEFAULT_LOCALE));
  const messages = useSelector(localeRef, (snapshot) => (snapshot ? shownMessages(snapshot) : null));
  if (!messages) return null;
  // Typed with every id, but English area ids join only inside src/screens/shared/AreaIntl.tsx (they load with
  // their screens); tests/unit/intl-catalogue.test.ts checks that only those screens name them.
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      timeZone={TIME_ZONE}
      messages={messages as Record<MessageId, string>}
    >
      {children}
    </IntlProvider>
  );
}
