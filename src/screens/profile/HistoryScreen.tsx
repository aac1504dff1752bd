import { useActorRef } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { accountHistoryMachine } from '../../../machines/profile/accountHistory.machine';
import {
  historyEmpty,
  historyFailed,
  historyLoading,
  historyMonths,
  historyNotice,
  historyPhase,
  historyReady,
} from '../../../machines/profile/accountHistory.selectors';
import { Money, SignedMoney } from '../../ui/Money';
import { TableHead } from '../../ui/TableHead';
import { PageFrame } from '../shared/PageFrame';
import { useSelected } from '../shared/useSelected';
import './profile.css';
import { cardClass } from '../../ui/Card';

/** A `YYYY-MM` month as a date inside it (the 15th, noon UTC: the same month in every time zone). */
const monthDate = (month: string): number => {
  const [year = '1970', number = '1'] = month.split('-');
  return Date.UTC(Number(year), Number(number) - 1, 15, 12);
};

/**
 * /profile/history (desktop /lobby/profile/history), responsible gaming: deposits, withdrawals and the net game result
 * of the last 12 Manila months (newest first) as a table; a note instead when every figure is zero; Retry when it
 * could not be loaded. Renders machines/profile/accountHistory.machine.ts.
 */
export function Component() {
  const intl = useIntl();
  const history = useActorRef(accountHistoryMachine);
  const { phase, loading, failed, ready, empty, months, notice } = useSelected(history, {
    phase: historyPhase,
    loading: historyLoading,
    failed: historyFailed,
    ready: historyReady,
    empty: historyEmpty,
    months: historyMonths,
    notice: historyNotice,
  });
  return (
    <PageFrame
      title="profile.history.title"
      className="profile-page rg-page"
      data-testid="history-page"
      data-state={phase}
      loading={loading}
      failure={
        failed && { title: 'profile.history.failed', message: notice, onRetry: () => history.send({ type: 'RETRY' }) }
      }
    >
      {ready && empty && (
        <p className={cardClass('rg-card')} data-testid="history-empty">
          <FormattedMessage id="profile.history.empty" />
        </p>
      )}
      {ready && !empty && (
        // Wider than a phone: it scrolls sideways, so it takes focus and the arrow keys scroll it (WCAG 2.1.1).
        <section
          className="rg-table-wrap"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          tabIndex={0}
          aria-label={intl.formatMessage({ id: 'profile.history.caption' })}
        >
          <table className="rg-table">
            <caption>
              <FormattedMessage id="profile.history.caption" />
            </caption>
            <TableHead
              columns={[
                'profile.history.month',
                'profile.history.deposits',
                'profile.history.withdrawals',
                'profile.history.net',
              ]}
            />
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{intl.formatDate(monthDate(month.month), { month: 'long', year: 'numeric' })}</th>
                  <td>
                    <Money value={month.deposits} />
                  </td>
                  <td>
                    <Money value={month.withdrawals} />
                  </td>
                  <td
                    className={month.net < 0 ? 'rg-net rg-net--loss' : month.net > 0 ? 'rg-net rg-net--win' : 'rg-net'}
                  >
                    <SignedMoney value={month.net} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="profile-hint">
            <FormattedMessage id="profile.history.netHint" />
          </p>
        </section>
      )}
    </PageFrame>
  );
}
