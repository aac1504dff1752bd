import type { ReactNode } from 'react';
import { walletMessages } from '../../platform/intl/en-PH/wallet';
import { AreaIntl } from '../shared/AreaIntl';

/** The wallet's messages (src/platform/intl/en-PH/wallet.ts) for the wallet and bank screens and the deposit overlay. */
export function WalletIntl({ children }: { children: ReactNode }) {
  return <AreaIntl messages={walletMessages}>{children}</AreaIntl>;
}
