import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';

/** A plain full-page message with a link home: not-yet-available pages, not found, failed page loads. */
export function MessagePage({ title, body, state }: { title: MessageId; body: MessageId; state: string }) {
  return (
    <section className="message-page" data-state={state}>
      <h1 className="message-page__title">
        <FormattedMessage id={title} />
      </h1>
      <p className="message-page__body">
        <FormattedMessage id={body} />
      </p>
      <Link className="button button--primary" to={hrefOf({ page: 'home' })}>
        <FormattedMessage id="app.backHome" />
      </Link>
    </section>
  );
}
