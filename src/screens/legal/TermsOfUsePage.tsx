import { TERMS_OF_USE } from '../../ui/legal/documents';
import { LegalPage } from './LegalPage';

/** /terms-of-use (mobile) and /lobby/terms (desktop), public. Route module: `lazy` reads `Component`. */
export function Component() {
  return <LegalPage title="footer.terms" documents={TERMS_OF_USE} state="termsOfUse" />;
}
