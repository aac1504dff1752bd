import { useActorRef, useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { customerServiceMachine, type OpenUrlEmitted } from '../../../machines/lobby/customerService.machine';
import { openExternalUrl } from '../../platform/exchange/openUrl';
import { useEmitted } from '../../platform/react/useEmitted';
import { NoticeToast } from './NoticeToast';
import { SessionContext } from './sessionContext';
import './service.css';

const ServiceChat = lazy(() => import('./ServiceChat'));

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
        <Suspense fallback={null}>
          <ServiceChat url={chatUrl} onClose={() => actor.send({ type: 'CLOSE' })} />
        </Suspense>
      )}
      {notice && <NoticeToast notice={notice} />}
    </>
  );
}
