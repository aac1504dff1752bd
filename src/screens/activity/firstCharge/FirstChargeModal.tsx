import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { activityToast } from '../../../../machines/activity/activity.selectors';
import { useEmitted } from '../../../platform/react/useEmitted';
import { NoticeToast } from '../../shared/NoticeToast';
import { SessionContext } from '../../shared/sessionContext';
import { ActivityDialog } from '../ActivityDialog';
import { useFirstCharge } from '../sessionActivities';
import { FirstChargePanel, type FirstChargeRef, FirstChargeWaiting } from './FirstChargePanel';

/** The first-charge offer in the home activity modal (the session's run); closing it (or the offer ending) marks it seen. */
export function FirstChargeModal({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const packs = SessionContext.useSelector(
    (snapshot) => snapshot.context.webConfig?.appRechargeBonusCollection9ConfigList ?? [],
  );
  const run = useFirstCharge({ mode: 'modal', packs });
  return (
    <ActivityDialog
      titleId="first-charge-modal-title"
      title={intl.formatMessage({ id: 'activity.firstCharge.title' })}
      onDone={onDone}
    >
      {run ? <ModalRun run={run} onDone={onDone} /> : <FirstChargeWaiting />}
    </ActivityDialog>
  );
}

function ModalRun({ run, onDone }: { run: FirstChargeRef; onDone(): void }) {
  useEmitted(run, 'exit', onDone);
  const notice = useSelector(run, activityToast);
  return (
    <>
      <FirstChargePanel actor={run} />
      <NoticeToast notice={notice} />
    </>
  );
}
