import { privacyPolicy } from '../../ui/legal/privacy';
import { LegalPage } from './LegalPage';

/** /privacy-policy (mobile) and /lobby/privacy (desktop), public. Route module: `lazy` reads `Component`. */
export function Component() {
  return <LegalPage title="footer.privacy" document={privacyPolicy} state="privacyPolicy" />;
}
