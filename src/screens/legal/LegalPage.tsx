import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../platform/intl/messages';
import { hrefOf } from '../../platform/navigation/pages';
import { inLocale, type Translated } from '../../ui/legal/documents';
import { LegalArticle } from '../../ui/legal/LegalArticle';
import { PageHeader } from '../../ui/PageHeader';

/** A public legal page: the page header (back home, the title), the whole document in the shown language. */
export function LegalPage({ title, documents, state }: { title: MessageId; documents: Translated; state: string }) {
  const { locale } = useIntl();
  return (
    <article className="legal-page" data-state={state}>
      <PageHeader
        title={<FormattedMessage id={title} />}
        back={{ to: hrefOf({ page: 'home' }), label: 'app.backHome' }}
      />
      <LegalArticle document={inLocale(documents, locale)} level={2} />
    </article>
  );
}
