import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { WebConfig } from '../../api/contract/entities';

/** Back button, the screen title and the customer-service button (spec §2 /login). */
export function AuthTop({ title, webConfig }: { title: string; webConfig: WebConfig }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const service = webConfig.appCustomerServiceList[0];
  const back = () => {
    // Opened directly (no history in this tab): back goes to the lobby instead of leaving the site.
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate('/lobby/home');
  };
  return (
    <header className="auth-top">
      <button
        type="button"
        className="auth-top__icon"
        aria-label={intl.formatMessage({ id: 'auth.back' })}
        onClick={back}
      >
        ‹
      </button>
      <h1 className="auth-top__title">{title}</h1>
      {service?.url ? (
        <button
          type="button"
          className="auth-top__icon"
          aria-label={intl.formatMessage({ id: 'auth.service' })}
          onClick={() => window.open(service.url, '_blank', 'noopener,noreferrer')}
        >
          ?
        </button>
      ) : (
        <span className="auth-top__icon" aria-hidden="true" />
      )}
    </header>
  );
}
