import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { type LineLoginMachine, lineLoginMachine } from '../../../machines/auth/lineLogin.machine';
import {
  fieldProblem,
  lineBirthDate,
  lineBirthDateMax,
  lineDeclared,
  lineDetails,
  lineEditable,
  lineExchanging,
  lineFailed,
  lineNotice,
  linePhase,
  lineSubmission,
  lineTerms,
} from '../../../machines/auth/lineLogin.selectors';
import { submissionBusy } from '../../../machines/shared/submission.machine';
import type { WebConfig } from '../../api/contract/entities';
import { Link } from '../../platform/navigation/Link';
import { Button } from '../../ui/Button';
import '../../ui/forms.css';
import { FormColumn } from '../../ui/FormColumn';
import { Skeleton } from '../../ui/Skeleton';
import { SessionContext } from '../shared/sessionContext';
import { isStarting } from '../shared/sessionStatus';
import { FormTermsPanel } from './Agreement';
import { AuthToast } from './AuthToast';
import { AuthTop } from './AuthTop';
import { BirthDateField } from './BirthDateField';
import { Declaration } from './Declaration';
import { SessionGate } from './SessionGate';
import './auth.css';
import { hrefOf } from '../../platform/navigation/pages';
import { Form } from '../../ui/Form';
import { formatNotice } from '../../ui/Money';

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
  const details = useSelector(flow, lineDetails);
  const notice = useSelector(flow, lineNotice);
  const submission = useSelector(flow, lineSubmission);
  const submitting = useSelector(submission, submissionBusy);
  return (
    <div className="auth-screen" data-state={phase}>
      <FormColumn>
        <AuthTop title={intl.formatMessage({ id: 'auth.line' })} webConfig={webConfig} />
        {details ? (
          <LineDetails flow={flow} submitting={submitting} />
        ) : (
          <div className="auth-form">
            {failed ? <BackToLogin /> : <p className="auth-notice">{intl.formatMessage({ id: 'auth.wait' })}</p>}
          </div>
        )}
      </FormColumn>
      <AuthToast notices={[notice]} loading={exchanging || submitting} />
    </div>
  );
}

function BackToLogin() {
  const intl = useIntl();
  return (
    <Link className="auth-link" to={hrefOf({ page: 'login' })} replace>
      {intl.formatMessage({ id: 'auth.lineBack' })}
    </Link>
  );
}

/**
 * The server asked for the date of birth and the declaration (the 21+ rule) before the first session. The declaration's
 * link opens the terms panel on this page: leaving it would lose the single-use sign-up ticket.
 */
function LineDetails({ flow, submitting }: { flow: ActorRefFrom<LineLoginMachine>; submitting: boolean }) {
  const intl = useIntl();
  const problem = useSelector(flow, fieldProblem);
  const errorOf = (field: string) => (problem?.field === field ? formatNotice(intl, problem) : undefined);
  const editable = useSelector(flow, lineEditable);
  const birthDate = useSelector(flow, lineBirthDate);
  const latestBirthDate = useSelector(flow, lineBirthDateMax);
  const declared = useSelector(flow, lineDeclared);
  const terms = useSelector(flow, lineTerms);
  return (
    <Form className="auth-form" onSubmit={() => flow.send({ type: 'SUBMIT' })}>
      <p className="auth-notice">{intl.formatMessage({ id: 'auth.line.details' })}</p>
      <BirthDateField
        value={birthDate}
        max={latestBirthDate}
        readOnly={!editable}
        error={errorOf('birthDate')}
        onChange={(value) => flow.send({ type: 'FIELD.CHANGE', field: 'birthDate', value })}
      />
      <Declaration declared={declared} error={errorOf('notExcluded')} send={(event) => flow.send(event)} panelVariant />
      <Button type="submit" variant="primary" className="auth-submit" busy={submitting} disabled={submitting}>
        {intl.formatMessage({ id: 'auth.line.submit' })}
      </Button>
      <BackToLogin />
      <FormTermsPanel panel={terms} />
    </Form>
  );
}
