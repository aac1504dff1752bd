import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../platform/intl/messages';
import { hrefOf } from '../../platform/pages';
import { LegalArticle } from '../../ui/legal/LegalArticle';
import type { LegalDocument } from '../../ui/legal/legalDocument';

/** A public legal page: a back link home, the title, the whole document. */
export function LegalPage({ title, document, state }: { title: MessageId; document: LegalDocument; state: string }) {
  return (
    <article className="legal-page" data-state={state}>
      <Link className="legal-page__back" to={hrefOf({ page: 'home' })}>
        <FormattedMessage id="app.backHome" />
      </Link>
      <h1 className="legal-page__title">
        <FormattedMessage id={title} />
      </h1>
      <LegalArticle document={document} level={2} />
    </article>
  );
}
