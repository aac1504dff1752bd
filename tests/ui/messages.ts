import { everyMessage } from '../../src/platform/intl/everyMessage';
import type { MessageId } from '../../src/platform/intl/messages';

/**
 * Every message for component tests: the catalogue loaded at start plus the area parts (which the app adds
 * inside WalletIntl, ActivityIntl and PromptsIntl), so a screen renders in isolation without its route wrapper.
 */
export const enPH: Record<MessageId, string> = everyMessage;
