import { enPH } from './en-PH';
import { activityMessages } from './en-PH/activity';
import { authMessages } from './en-PH/auth';
import { collectMessages } from './en-PH/collect';
import { couponMessages } from './en-PH/coupons';
import { diagnosticsMessages } from './en-PH/diagnostics';
import { fairMessages } from './en-PH/fair';
import { gameMessages } from './en-PH/game';
import { headerDownloadMessages } from './en-PH/headerDownload';
import { helpMessages } from './en-PH/help';
import { logoutMessages } from './en-PH/logout';
import { missingPageMessages } from './en-PH/missingPages';
import { morePromptMessages } from './en-PH/morePrompts';
import { newsMessages } from './en-PH/news';
import { playerHeaderMessages } from './en-PH/playerHeader';
import { profileMessages } from './en-PH/profile';
import { promptMessages } from './en-PH/prompts';
import { pwaMessages } from './en-PH/pwa';
import { searchMessages } from './en-PH/search';
import { serviceChatMessages } from './en-PH/serviceChat';
import { shellMessages } from './en-PH/shell';
import { walletMessages } from './en-PH/wallet';

/**
 * Every en-PH message: the catalogue loaded at start plus the area parts the screens load with their code
 * (WalletIntl, ActivityIntl, PromptsIntl, the reload prompt, the fair page). For types and tests only: importing it at run time would pull every
 * area into the importer's bundle.
 */
export const everyMessage = {
  ...enPH,
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
