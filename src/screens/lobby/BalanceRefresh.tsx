import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { balanceBusy, balanceNotice } from '../../../machines/session/balance.selectors';
import { Icon } from '../../ui/Icon';
import { Money } from '../../ui/Money';
import { NoticeToast } from '../shared/NoticeToast';
import { balanceActor, useSessionChild } from '../shared/sessionChildren';
import { SessionContext } from '../shared/sessionContext';

/**
 * The coin balance with its refresh control (spec §2 header and menu, §8): the session's `balance` child does
 * the throttled refreshData; this draws the figure (hundredths shown /100 with two decimals) and, where
 * `withNotice` is set (the home header), the success or failure toast.
 */
export function BalanceRefresh({ testId, withNotice }: { testId: string; withNotice: boolean }) {
  const intl = useIntl();
  const coin = SessionContext.useSelector((snapshot) => snapshot.context.user?.coin ?? 0);
  const balance = SessionContext.useSelector(balanceActor);
  return (
    <span className="balance">
      <span className="visually-hidden">{intl.formatMessage({ id: 'lobby.balance' })} </span>
      <span className="balance__amount" data-testid={testId}>
        <Money value={coin} />
      </span>
      {balance && (
        <RefreshControl
          actor={balance}
          withNotice={withNotice}
          label={intl.formatMessage({ id: 'lobby.header.refresh' })}
        />
      )}
    </span>
  );
}

function RefreshControl({
  actor,
  withNotice,
  label,
}: {
  actor: NonNullable<ReturnType<typeof balanceActor>>;
  withNotice: boolean;
  label: string;
}) {
  const running = useSessionChild('balanceRefresh');
  const loading = useSelector(running, balanceBusy);
  const notice = useSelector(running, balanceNotice);
  return (
    <>
      <button
        type="button"
        className={loading ? 'balance__refresh balance__refresh--spinning' : 'balance__refresh'}
        aria-label={label}
        aria-busy={loading || undefined}
        onClick={() => actor.send({ type: 'REFRESH' })}
      >
        <Icon name="refresh" />
      </button>
      {withNotice && notice && <NoticeToast notice={notice} />}
    </>
  );
}
