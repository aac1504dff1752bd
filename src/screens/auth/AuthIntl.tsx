import type { ReactNode } from 'react';
import { authMessages } from '../../platform/intl/en-PH/auth';
import { AreaIntl } from '../shared/AreaIntl';

/** The account screens' messages (src/platform/intl/en-PH/auth.ts), loaded with those screens only. */
export function AuthIntl({ children }: { children: ReactNode }) {
  return <AreaIntl messages={authMessages}>{children}</AreaIntl>;
}
