import type { ReactNode } from 'react';
import { promptMessages } from '../../platform/intl/en-PH/prompts';
import { AreaIntl } from '../shared/AreaIntl';

/**
 * The prompts' messages (src/platform/intl/en-PH/prompts.ts, with the installable app's install texts) for the
 * prompt dialogs and /apkdownload: both load only when shown, so the messages stay out of the guest home's bundle.
 */
export function PromptsIntl({ children }: { children: ReactNode }) {
  return <AreaIntl messages={promptMessages}>{children}</AreaIntl>;
}
