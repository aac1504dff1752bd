import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { lineLoginMachine } from '../../../machines/auth/lineLogin.machine';
import { lineExchanging, lineFailed, lineNotice, linePhase } from '../../../machines/auth/lineLogin.selectors';
import type { WebConfig } from '../../api/contract/entities';
import { Skeleton } from '../../ui/Skeleton';
import { SessionContext } from '../shared/sessionContext';
import { isStarting } from '../shared/sessionStatus';
import { AuthToast } from './AuthToast';
import { AuthTop } from './AuthTop';
import { SessionGate } from './SessionGate';
import './auth.css';
import { hrefOf } from '../../platform/pages';

/** /login/line: Line's redirect back with `code` and `state` (spec §2 social login); renders lineLogin. */
export function Component() {
  return <SessionGate>{(webConfig) => <LineCallback webConfig={webConfig} />}</SessionGate>;
}

function LineCallback({ webConfig }: { webConfig: WebConfig }) {
  const intl = useIntl();
  // The session takes LOGGED_IN as a guest: wait until start-up has decided (a stored config arrives earlier).
  const starting = SessionContext.useSelector(isStarting);
  if (starting) return <Skeleton label={intl.formatMessage({ id: 'app.loading' })} />;
  return <LineExchange webConfig={webConfig} />;
}

function LineExchange({ webConfig }: { webConfig: WebConfig }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const session = SessionContext.useActorRef();
  const flow = useActorRef(lineLoginMachine, {
    input: { code: params.get('code'), state: params.get('state'), session },
  });
  const phase = useSelector(flow, linePhase);
  const failed = useSelector(flow, lineFailed);
  const exchanging = useSelector(flow, lineExchanging);
  const notice = useSelector(flow, lineNotice);
  return (
    <div className="auth-screen" data-state={phase}>
      <AuthTop title={intl.formatMessage({ id: 'auth.line' })} webConfig={webConfig} />
      <div className="auth-form">
        {failed ? (
          <Link className="auth-link" to={hrefOf({ page: 'login' })} replace>
            {intl.formatMessage({ id: 'auth.lineBack' })}
          </Link>
        ) : (
          <p className="auth-notice">{intl.formatMessage({ id: 'auth.wait' })}</p>
        )}
      </div>
      <AuthToast notices={[notice]} loading={exchanging} />
    </div>
  );
}
