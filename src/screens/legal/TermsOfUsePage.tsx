import { termsOfUse } from '../../ui/legal/terms';
import { LegalPage } from './LegalPage';

/** /terms-of-use (mobile) and /lobby/terms (desktop), public. Route module: `lazy` reads `Component`. */
export function Component() {
  return <LegalPage title="footer.terms" document={termsOfUse} state="termsOfUse" />;
}
