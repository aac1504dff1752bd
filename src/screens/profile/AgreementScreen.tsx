import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { inLocale, PRIVACY_POLICY, TERMS_OF_USE, type Translated } from '../../ui/legal/documents';
import { LegalArticle } from '../../ui/legal/LegalArticle';
import '../../ui/legal/legal.css';
import { PageHeader } from '../../ui/PageHeader';
import './profile.css';

/** The agreements by name (spec §2 /profile/agree/{name}). */
const AGREEMENTS: Readonly<Record<string, Translated>> = { terms: TERMS_OF_USE, privacy: PRIVACY_POLICY };

/** /profile/agree/:name (desktop /lobby/profile/agree/:name): an agreement by name, or a clear message. */
export function Component() {
  const { name = '' } = useParams();
  const { locale } = useIntl();
  const document = Object.hasOwn(AGREEMENTS, name) ? inLocale(AGREEMENTS[name]!, locale) : undefined;
  return (
    <section className="profile-page content-page" data-agreement={name}>
      <PageHeader title={<FormattedMessage id="profile.agree.title" />} />
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
