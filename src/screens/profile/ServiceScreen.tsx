import { useActorRef } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ServiceOpenUrlEmitted, serviceDeskMachine } from '../../../machines/profile/serviceDesk.machine';
import {
  serviceDeskChatUrl,
  serviceDeskFailed,
  serviceDeskListed,
  serviceDeskLoading,
  serviceDeskServices,
  serviceDeskThrottled,
} from '../../../machines/profile/serviceDesk.selectors';
import { LOBBY_CHAT_URL } from '../../api/contract/chat';
import { SERVER_PAGES_PREFIX } from '../../api/contract/pages';
import { openExternalUrl } from '../../platform/exchange/openUrl';
import { useEmitted } from '../../platform/react/useEmitted';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { LiveChat } from '../shared/LiveChat';
import { useSelected } from '../shared/useSelected';
import './profile.css';
import { cardClass } from '../../ui/Card';

/**
 * /service (desktop /lobby/service): the customer-service entries of getCustomerServices. An in-app
 * entry embeds its live chat in the page (the lobby's own chat with support, or a third party's page); an external one opens in a new tab (then 5 s of calm, spec §5).
 */
export function Component() {
  const intl = useIntl();
  const desk = useActorRef(serviceDeskMachine);
  const { loading, failed, listed, throttled, services, chatUrl } = useSelected(desk, {
    loading: serviceDeskLoading,
    failed: serviceDeskFailed,
    listed: serviceDeskListed,
    throttled: serviceDeskThrottled,
    services: serviceDeskServices,
    chatUrl: serviceDeskChatUrl,
  });
  useEmitted<ServiceOpenUrlEmitted>(desk, 'openUrl', (event) => openExternalUrl(event.url));
  const chatTitle = intl.formatMessage({ id: 'profile.service.chat' });
  return (
    <section className="profile-page" aria-busy={loading}>
      <PageHeader title={<FormattedMessage id="profile.service.title" />} />
      {loading && (
        <p className="profile-hint" role="status">
          <FormattedMessage id="profile.service.loading" />
        </p>
      )}
      {failed && (
        <div role="alert">
          <p>
            <FormattedMessage id="profile.service.failed" />
          </p>
          <Button type="button" variant="primary" onClick={() => desk.send({ type: 'RETRY' })}>
            <FormattedMessage id="profile.service.retry" />
          </Button>
        </div>
      )}
      {listed && services.length === 0 && (
        <p className="profile-hint">
          <FormattedMessage id="profile.service.none" />
        </p>
      )}
      {listed && services.length > 0 && (
        <ul className="profile-links" aria-label={intl.formatMessage({ id: 'profile.service.list' })}>
          {services.map((service) => (
            <li key={service.id}>
              <button
                type="button"
                className={cardClass('profile-tile service-entry')}
                aria-disabled={throttled || undefined}
                aria-pressed={service.isOut === 0 ? chatUrl === service.url : undefined}
                onClick={() => desk.send({ type: 'CHOOSE', id: service.id })}
              >
                {service.icon && <img className="service-entry__icon" src={service.icon} alt="" />}
                <span>{service.nickname}</span>
                <span className="profile-hint">
                  <FormattedMessage id={service.isOut === 0 ? 'profile.service.inApp' : 'profile.service.external'} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {throttled && (
        <p className="profile-hint" role="status">
          <FormattedMessage id="profile.service.opened" />
        </p>
      )}
      {chatUrl && (
        <section className="service-embed" aria-label={chatTitle}>
          <div className="service-embed__bar">
            <h2 className="service-embed__title">{chatTitle}</h2>
            <Button type="button" onClick={() => desk.send({ type: 'CLOSE' })}>
              <FormattedMessage id="profile.service.close" />
            </Button>
          </div>
          {chatUrl.startsWith(SERVER_PAGES_PREFIX) && (
            <p className="profile-hint" role="note">
              <FormattedMessage id="profile.service.demo" />
            </p>
          )}
          {chatUrl === LOBBY_CHAT_URL ? (
            <LiveChat />
          ) : (
            <iframe className="service-embed__frame" src={chatUrl} title={chatTitle} />
          )}
        </section>
      )}
    </section>
  );
}
