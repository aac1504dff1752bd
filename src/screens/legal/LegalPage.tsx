import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { inLocale, type Translated } from '../../ui/legal/documents';
import { LegalArticle } from '../../ui/legal/LegalArticle';

/** A public legal page: a back link home, the title, the whole document in the shown language. */
export function LegalPage({ title, documents, state }: { title: MessageId; documents: Translated; state: string }) {
  const { locale } = useIntl();
  return (
    <article className="legal-page" data-state={state}>
      <Link className="legal-page__back" to={hrefOf({ page: 'home' })}>
        <FormattedMessage id="app.backHome" />
      </Link>
      <h1 className="legal-page__title">
        <FormattedMessage id={title} />
      </h1>
      <LegalArticle document={inLocale(documents, locale)} level={2} />
    </article>
  );
}
