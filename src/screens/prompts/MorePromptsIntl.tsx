import type { ReactNode } from 'react';
import { morePromptMessages } from '../../platform/intl/en-PH/morePrompts';
import { AreaIntl } from '../shared/AreaIntl';

/**
 * The texts of the prompts other than the app-download popup, and /apkdownload's (src/platform/intl/en-PH/morePrompts.ts):
 * inside PromptsIntl, loaded only when one of those shows, so a new guest on a phone, who meets the download popup,
 * never downloads them.
 */
export default function MorePromptsIntl({ children }: { children: ReactNode }) {
  return <AreaIntl messages={morePromptMessages}>{children}</AreaIntl>;
}
