import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LOCALE } from '../../platform/intl/locales';

type Messages = ReturnType<typeof useIntl>['messages'];
/** One merged catalogue per (parent catalogue, area part), so re-renders keep react-intl's formatter cache. */
const merged = new WeakMap<Messages, WeakMap<object, Messages>>();

/**
 * An area's messages (the wallet's, the activities') added to the app's catalogue for the screens of that area.
 * Only lazy chunks import an area's part, so the guest home never downloads it (docs/architecture.md, bundle
 * budget). Wrappers: WalletIntl.tsx, ActivityIntl.tsx.
 */
export function AreaIntl({ messages: part, children }: { messages: Record<string, string>; children: ReactNode }) {
  const intl = useIntl();
  // Another language's catalogue is loaded whole (src/platform/intl/locale.ts): nothing to add, and the English
  // part must not cover it.
  if (intl.locale !== DEFAULT_LOCALE) return children;
  let byPart = merged.get(intl.messages);
  if (!byPart) {
    byPart = new WeakMap();
    merged.set(intl.messages, byPart);
  }
  let messages = byPart.get(part);
  if (!messages) {
    messages = { ...intl.messages, ...part } as Messages;
    byPart.set(part, messages);
  }
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} timeZone={intl.timeZone} messages={messages}>
      {children}
    </IntlProvider>
  );
}
