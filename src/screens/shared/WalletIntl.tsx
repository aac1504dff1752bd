import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { walletMessages } from '../../platform/intl/en-PH/wallet';

type Messages = ReturnType<typeof useIntl>['messages'];
/** One merged catalogue per parent catalogue, so re-renders do not rebuild react-intl's formatter cache. */
const merged = new WeakMap<Messages, Messages>();

/**
 * The wallet's messages (src/platform/intl/en-PH/wallet.ts) added to the app's catalogue for the wallet and
 * bank screens and the deposit overlay. Only their lazy chunks import this file, so the guest home never
 * downloads the wallet's ~160 texts (docs/architecture.md, bundle budget).
 */
export function WalletIntl({ children }: { children: ReactNode }) {
  const intl = useIntl();
  let messages = merged.get(intl.messages);
  if (!messages) {
    messages = { ...intl.messages, ...walletMessages } as Messages;
    merged.set(intl.messages, messages);
  }
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
