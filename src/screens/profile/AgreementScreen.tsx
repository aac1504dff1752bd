import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { LegalArticle } from '../../ui/legal/LegalArticle';
import type { LegalDocument } from '../../ui/legal/legalDocument';
import { privacyPolicy } from '../../ui/legal/privacy';
import { termsOfUse } from '../../ui/legal/terms';
import '../../ui/legal/legal.css';
import { PageTop } from '../shared/PageTop';
import './profile.css';

/** The agreements by name (spec §2 /profile/agree/{name}). */
const AGREEMENTS: Readonly<Record<string, LegalDocument>> = { terms: termsOfUse, privacy: privacyPolicy };

/** /profile/agree/:name (desktop /lobby/profile/agree/:name), issue 13: an agreement by name, or a clear message. */
export function Component() {
  const { name = '' } = useParams();
  const document = Object.hasOwn(AGREEMENTS, name) ? AGREEMENTS[name] : undefined;
  return (
    <section className="profile-page content-page" data-agreement={name}>
      <PageTop title="profile.agree.title" />
      {document ? (
        <LegalArticle document={document} level={2} />
      ) : (
        <p role="alert">
          <FormattedMessage id="profile.agree.unknown" />
        </p>
      )}
    </section>
  );
}
