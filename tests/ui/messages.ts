import { enPH as startCatalogue } from '../../src/platform/intl/en-PH';
import { activityMessages } from '../../src/platform/intl/en-PH/activity';
import { walletMessages } from '../../src/platform/intl/en-PH/wallet';
import type { MessageId } from '../../src/platform/intl/messages';

/**
 * Every message for component tests: the catalogue loaded at start plus the area parts (which the app adds
 * inside src/screens/shared/WalletIntl.tsx and ActivityIntl.tsx), so a screen renders in isolation without its route wrapper.
 */
export const enPH: Record<MessageId, string> = { ...startCatalogue, ...walletMessages, ...activityMessages };
