import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../../platform/intl/messages';
import './PageTop.css';

/** The title bar of a stand-alone page (wallet, bank cards): a back button and the page title. */
export function PageTop({ title }: { title: MessageId }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <header className="wallet-top">
      <button
        type="button"
        className="wallet-top__back"
        aria-label={intl.formatMessage({ id: 'app.back' })}
        onClick={() => void navigate(-1)}
      >
        ‹
      </button>
      <h1 className="wallet-top__title">
        <FormattedMessage id={title} />
      </h1>
    </header>
  );
}
