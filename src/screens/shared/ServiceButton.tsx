import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { customerServiceMachine, type OpenUrlEmitted } from '../../../machines/lobby/customerService.machine';
import { openExternalUrl } from '../../platform/openUrl';
import { useEmitted } from '../../platform/react/useEmitted';
import { useModalFocus } from '../../platform/react/useModalFocus';
import { Toast } from '../../ui/Toast';
import { SessionContext } from './sessionContext';
import './service.css';

/**
 * The customer-service button of the home header, the slide-out menu and /login (spec §2, §5): one
 * customerService machine per button; live chat opens in a panel over the page, an external service in a new
 * tab. `className` and `children` let each place draw the button its way.
 */
export function ServiceButton({ className, children }: { className: string; children: ReactNode }) {
  const intl = useIntl();
  const services = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appCustomerServiceList ?? []);
  const actor = useActorRef(customerServiceMachine, { input: { services } });
  const chatUrl = useSelector(actor, (snapshot) => snapshot.context.chatUrl);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  useEmitted<OpenUrlEmitted>(actor, 'openUrl', (event) => openExternalUrl(event.url));
  const focus = useModalFocus<HTMLDivElement>(() => actor.send({ type: 'CLOSE' }));
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={intl.formatMessage({ id: 'auth.service' })}
        onClick={() => actor.send({ type: 'PRESS' })}
      >
        {children}
      </button>
      {chatUrl && (
        <div
          className="service-chat"
          ref={focus}
          role="dialog"
          aria-modal="true"
          aria-label={intl.formatMessage({ id: 'lobby.service.chat' })}
        >
          <header className="service-chat__bar">
            <h2 className="service-chat__title">{intl.formatMessage({ id: 'lobby.service.chat' })}</h2>
            <button
              type="button"
              className="service-chat__close"
              aria-label={intl.formatMessage({ id: 'lobby.service.close' })}
              onClick={() => actor.send({ type: 'CLOSE' })}
            >
              ×
            </button>
          </header>
          <iframe
            className="service-chat__frame"
            src={chatUrl}
            title={intl.formatMessage({ id: 'lobby.service.chat' })}
          />
        </div>
      )}
      {notice && (
        <Toast
          message={{
            text: intl.formatMessage({ id: notice.id }, notice.values),
            tone: notice.tone,
            noticeKey: notice.seq,
          }}
        />
      )}
    </>
  );
}
