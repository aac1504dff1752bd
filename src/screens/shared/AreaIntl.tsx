import type { ComponentType, ReactNode } from 'react';
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
  // part must not cover it. The provider stays either way: a language switch must not remount what is inside (the
  // player header's open menu, where the switch itself sits, would close).
  const messages = intl.locale === DEFAULT_LOCALE ? withPart(intl.messages, part) : intl.messages;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} timeZone={intl.timeZone} messages={messages}>
      {children}
    </IntlProvider>
  );
}

/**
 * A component inside its area's messages, for a screen or panel that is the whole of what its chunk shows:
 * `export const Component = withAreaIntl(newsMessages, NoticeList)`.
 */
export function withAreaIntl<P extends object>(
  part: Record<string, string>,
  Inner: ComponentType<P>,
): ComponentType<P> {
  function InArea(props: P) {
    return (
      <AreaIntl messages={part}>
        <Inner {...props} />
      </AreaIntl>
    );
  }
  InArea.displayName = `InArea(${Inner.displayName ?? Inner.name})`;
  return InArea;
}

function withPart(parent: Messages, part: Record<string, string>): Messages {
  let byPart = merged.get(parent);
  if (!byPart) {
    byPart = new WeakMap();
    merged.set(parent, byPart);
  }
  let messages = byPart.get(part);
  if (!messages) {
    messages = { ...parent, ...part } as Messages;
    byPart.set(part, messages);
  }
  return messages;
}
