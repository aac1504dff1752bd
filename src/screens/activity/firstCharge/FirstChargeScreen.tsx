import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { firstChargeMachine } from '../../../../machines/activity/firstCharge.machine';
import { activityToast } from '../../../../machines/shared/activity.selectors';
import { useEmitted } from '../../../platform/react/useEmitted';
import { NoticeToast } from '../../shared/NoticeToast';
import { PageTop } from '../../shared/PageTop';
import { SessionContext } from '../../shared/sessionContext';
import { FirstChargePanel } from './FirstChargePanel';

/** /activity/firstCharge: the first-charge offer as a page; leaving the activity goes back. */
export function Component() {
  const session = SessionContext.useActorRef();
  const packs = SessionContext.useSelector(
    (snapshot) => snapshot.context.webConfig?.appRechargeBonusCollection9ConfigList ?? [],
  );
  const navigate = useNavigate();
  const actor = useActorRef(firstChargeMachine, { input: { mode: 'page', packs, session } });
  useEmitted(actor, 'exit', () => void navigate(-1));
  const notice = useSelector(actor, activityToast);
  return (
    <main>
      <PageTop title="activity.firstCharge.title" />
      <FirstChargePanel actor={actor} />
      <NoticeToast notice={notice} loading={undefined} />
    </main>
  );
}
