import type { ReactNode } from 'react';
import { activityMessages } from '../../platform/intl/en-PH/activity';
import { AreaIntl } from '../shared/AreaIntl';

/**
 * The activities' messages (src/platform/intl/en-PH/activity.ts) for the activity and rewards screens and the
 * home activity modal.
 */
export function ActivityIntl({ children }: { children: ReactNode }) {
  return <AreaIntl messages={activityMessages}>{children}</AreaIntl>;
}
