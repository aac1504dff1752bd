import type { WebConfig } from '../../api/contract/entities';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { ServiceButton } from '../shared/ServiceButton';

/**
 * The page header of the sign-in pages (spec §2 /login): back (home when opened directly), the screen title and the
 * customer-service button; under them, on a phone, the language switch: a guest's place to choose it (players have
 * it in the menu; the desktop menu has its own).
 */
export function AuthTop({ title, webConfig }: { title: string; webConfig: WebConfig }) {
  // The throttled customer-service button of the lobby (live chat or the external URL); hidden when none is set.
  const hasService = webConfig.appCustomerServiceList.some((service) => service.url !== '');
  return (
    <>
      <div className="auth-top">
        <PageHeader
          title={title}
          back={{ label: 'auth.back' }}
          end={
            hasService && (
              <ServiceButton className="page-header__icon">
                <Icon name="service" />
              </ServiceButton>
            )
          }
        />
      </div>
      <LanguageSwitch className="auth-language" />
    </>
  );
}
