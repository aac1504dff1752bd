import { PRIVACY_POLICY } from '../../ui/legal/documents';
import { LegalPage } from './LegalPage';

/** /privacy-policy (mobile) and /lobby/privacy (desktop), public. Route module: `lazy` reads `Component`. */
export function Component() {
  return <LegalPage title="footer.privacy" documents={PRIVACY_POLICY} state="privacyPolicy" />;
}
