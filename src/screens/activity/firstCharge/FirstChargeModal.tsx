import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { firstChargeMachine } from '../../../../machines/activity/firstCharge.machine';
import { activityToast } from '../../../../machines/shared/activity.selectors';
import { useEmitted } from '../../../platform/react/useEmitted';
import '../../../ui/ConfirmDialog.css';
import { NoticeToast } from '../../shared/NoticeToast';
import { SessionContext } from '../../shared/sessionContext';
import { FirstChargePanel } from './FirstChargePanel';

/** The first-charge offer in the home activity modal; closing it (or the offer ending) marks it seen. */
export function FirstChargeModal({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const packs = SessionContext.useSelector(
    (snapshot) => snapshot.context.webConfig?.appRechargeBonusCollection9ConfigList ?? [],
  );
  const actor = useActorRef(firstChargeMachine, { input: { mode: 'modal', packs, session } });
  useEmitted(actor, 'exit', onDone);
  const notice = useSelector(actor, activityToast);
  return (
    <div className="dialog-backdrop">
      <div className="dialog activity-modal" role="dialog" aria-modal="true" aria-labelledby="first-charge-modal-title">
        <h2 id="first-charge-modal-title" className="dialog__title">
          {intl.formatMessage({ id: 'activity.firstCharge.title' })}
        </h2>
        <FirstChargePanel actor={actor} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onDone}>
            {intl.formatMessage({ id: 'activity.close' })}
          </button>
        </div>
      </div>
      <NoticeToast notice={notice} loading={undefined} />
    </div>
  );
}
