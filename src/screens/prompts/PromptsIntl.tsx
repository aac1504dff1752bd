import type { ReactNode } from 'react';
import { promptMessages } from '../../platform/intl/en-PH/prompts';
import { pwaMessages } from '../../platform/intl/en-PH/pwa';
import { AreaIntl } from '../shared/AreaIntl';

/**
 * The prompts' messages (src/platform/intl/en-PH/prompts.ts) for the prompt dialogs and /apkdownload: both load
 * only when shown, so the messages stay out of the guest home's bundle.
 */
/** With the installable app's install texts (issue 17): one object, so AreaIntl's cache keeps it. */
const messages = { ...promptMessages, ...pwaMessages };

export function PromptsIntl({ children }: { children: ReactNode }) {
  return <AreaIntl messages={messages}>{children}</AreaIntl>;
}
