import { useNavigate } from 'react-router-dom';
import type { WebConfig } from '../../api/contract/entities';
import { hrefOf } from '../../platform/navigation/pages';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { ServiceButton } from '../shared/ServiceButton';

/**
 * Back button, the screen title and the customer-service button (spec §2 /login); under them, on a phone, the
 * language switch: a guest's place to choose it (players have it in the menu; the desktop menu has its own).
 */
export function AuthTop({ title, webConfig }: { title: string; webConfig: WebConfig }) {
  const navigate = useNavigate();
  // The throttled customer-service button of the lobby (live chat or the external URL); hidden when none is set.
  const hasService = webConfig.appCustomerServiceList.some((service) => service.url !== '');
  const back = () => {
    // Opened directly (no history in this tab): back goes to the lobby instead of leaving the site.
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(hrefOf({ page: 'home' }));
  };
  return (
    <>
      <header className="auth-top">
        <IconButton className="auth-top__icon" label="auth.back" onClick={back}>
          <Icon name="back" />
        </IconButton>
        <h1 className="auth-top__title">{title}</h1>
        {hasService ? (
          <ServiceButton className="auth-top__icon">
            <Icon name="service" />
          </ServiceButton>
        ) : (
          <span className="auth-top__icon" aria-hidden="true" />
        )}
      </header>
      <LanguageSwitch className="auth-language" />
    </>
  );
}
