import type { ReactNode } from 'react';
import { promptMessages } from '../../platform/intl/en-PH/prompts';
import { AreaIntl } from '../shared/AreaIntl';

/**
 * The app-download popup's messages (src/platform/intl/en-PH/prompts.ts) for the prompt dialogs and /apkdownload:
 * both load only when shown, so the messages stay out of the guest home's bundle. The other prompts' texts come
 * inside it with MorePromptsIntl.tsx.
 */
export function PromptsIntl({ children }: { children: ReactNode }) {
  return <AreaIntl messages={promptMessages}>{children}</AreaIntl>;
}
