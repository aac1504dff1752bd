import type { ReactNode } from 'react';
import { profileMessages } from '../../platform/intl/en-PH/profile';
import { AreaIntl } from '../shared/AreaIntl';

/** The player's own area's messages (src/platform/intl/en-PH/profile.ts). */
export function ProfileIntl({ children }: { children: ReactNode }) {
  return <AreaIntl messages={profileMessages}>{children}</AreaIntl>;
}
