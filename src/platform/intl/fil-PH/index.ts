import type { everyMessage } from '../everyMessage';
import type { Translation } from '../translation';
import { activityMessages } from './activity';
import { authMessages } from './auth';
import { collectMessages } from './collect';
import { couponMessages } from './coupons';
import { diagnosticsMessages } from './diagnostics';
import { fairMessages } from './fair';
import { gameMessages } from './game';
import { headerDownloadMessages } from './headerDownload';
import { helpMessages } from './help';
import { lobbyMessages } from './lobby';
import { logoutMessages } from './logout';
import { missingPageMessages } from './missingPages';
import { morePromptMessages } from './morePrompts';
import { newsMessages } from './news';
import { playerHeaderMessages } from './playerHeader';
import { profileMessages } from './profile';
import { promptMessages } from './prompts';
import { pwaMessages } from './pwa';
import { searchMessages } from './search';
import { serviceChatMessages } from './serviceChat';
import { shellMessages } from './shell';
import { startMessages } from './start';
import { walletMessages } from './wallet';

/**
 * The whole fil-PH catalogue in one chunk (src/platform/intl/locale.ts loads it when Filipino is chosen): unlike
 * English, no area part waits for its screens, so src/screens/shared/AreaIntl.tsx adds nothing to it. Typed with
 * every en-PH id: a message missing here, or one too many, fails the type check.
 */
export const filPH: Translation<typeof everyMessage> = {
  ...startMessages,
  ...lobbyMessages,
  ...walletMessages,
  ...activityMessages,
  ...promptMessages,
  ...morePromptMessages,
  ...pwaMessages,
  ...fairMessages,
  ...gameMessages,
  ...searchMessages,
  ...authMessages,
  ...profileMessages,
  ...shellMessages,
  ...playerHeaderMessages,
  ...collectMessages,
  ...newsMessages,
  ...logoutMessages,
  ...missingPageMessages,
  ...serviceChatMessages,
  ...couponMessages,
  ...diagnosticsMessages,
  ...headerDownloadMessages,
  ...helpMessages,
};
