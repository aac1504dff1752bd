import { useActorRef } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { superiorMachine } from '../../../machines/profile/superior.machine';
import {
  superiorBusy,
  superiorNotice,
  superiorPid,
  superiorSet,
  superiorTyped,
} from '../../../machines/profile/superior.selectors';
import type { UserInfo } from '../../api/contract/entities';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { FormColumn } from '../../ui/FormColumn';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { useFieldProps } from '../shared/fieldError';
import { NoticeToast } from '../shared/NoticeToast';
import { PageFrame } from '../shared/PageFrame';
import { SessionContext } from '../shared/sessionContext';
import { useSelected } from '../shared/useSelected';
import './profile.css';

/**
 * /profile/superior (desktop /lobby/profile/superior): set the superior once by their player id. An empty,
 * unknown or own id shows its error under the field, tied to it (WCAG 2.2 error identification); the toast says it too.
 */
export function Component() {
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  return (
    <PageFrame title="profile.superior.title" className="profile-page">
      {user && <SuperiorForm user={user} />}
    </PageFrame>
  );
}

function SuperiorForm({ user }: { user: UserInfo }) {
  const session = SessionContext.useActorRef();
  const superior = useActorRef(superiorMachine, { input: { session, user } });
  const { set, busy, pid, typed, notice } = useSelected(superior, {
    set: superiorSet,
    busy: superiorBusy,
    pid: superiorPid,
    typed: superiorTyped,
    notice: superiorNotice,
  });
  const field = useFieldProps(superior);
  return (
    <>
      <NoticeToast notice={notice} loading={busy} />
      {set ? (
        <p data-testid="superior-current">
          <FormattedMessage id="profile.superior.current" values={{ pid }} />
        </p>
      ) : (
        <FormColumn>
          <Form className="profile-form" onSubmit={() => superior.send({ type: 'SUBMIT' })}>
            <p>
              <FormattedMessage id="profile.superior.intro" />
            </p>
            <TextField {...field('pid', 'profile.superior.pid')} inputMode="numeric" value={typed} />
            <Button type="submit" variant="primary" disabled={busy}>
              <FormattedMessage id="profile.superior.save" />
            </Button>
          </Form>
        </FormColumn>
      )}
    </>
  );
}
