import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { activityToast } from '../../../../machines/activity/activity.selectors';
import { useEmitted } from '../../../platform/react/useEmitted';
import { PageHeader } from '../../../ui/PageHeader';
import { NoticeToast } from '../../shared/NoticeToast';
import { SessionContext } from '../../shared/sessionContext';
import { useFirstCharge } from '../sessionActivities';
import { FirstChargePanel, type FirstChargeRef, FirstChargeWaiting } from './FirstChargePanel';

/** /activity/firstCharge: the first-charge offer as a page (the session's run); leaving the activity goes back. */
export function Component() {
  const packs = SessionContext.useSelector(
    (snapshot) => snapshot.context.webConfig?.appRechargeBonusCollection9ConfigList ?? [],
  );
  const run = useFirstCharge({ mode: 'page', packs });
  return (
    <div>
      <PageHeader title={<FormattedMessage id="activity.firstCharge.title" />} />
      {run ? <FirstChargePage run={run} /> : <FirstChargeWaiting />}
    </div>
  );
}

function FirstChargePage({ run }: { run: FirstChargeRef }) {
  const navigate = useNavigate();
  useEmitted(run, 'exit', () => void navigate(-1));
  const notice = useSelector(run, activityToast);
  return (
    <>
      <FirstChargePanel actor={run} />
      <NoticeToast notice={notice} loading={undefined} />
    </>
  );
}
