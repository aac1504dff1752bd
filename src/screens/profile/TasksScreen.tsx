import { useActorRef } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type TaskClaim, type TaskRow, tasksMachine } from '../../../machines/profile/tasks.machine';
import {
  taskList,
  tasksBusy,
  tasksFailed,
  tasksFailedClaim,
  tasksLoading,
  tasksNotice,
} from '../../../machines/profile/tasks.selectors';
import type { FailedTry } from '../../../machines/shared/failedTry';
import type { PageName } from '../../api/contract/pages';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { Button } from '../../ui/Button';
import { formatMoney, Money } from '../../ui/Money';
import { FailedTryAlert } from '../shared/FailedTryAlert';
import { NoticeToast } from '../shared/NoticeToast';
import { PageFrame } from '../shared/PageFrame';
import { SessionContext } from '../shared/sessionContext';
import { useSelected } from '../shared/useSelected';
import { PropList } from './PropList';
import './profile.css';
import { cardClass } from '../../ui/Card';

const NAMES: Record<number, MessageId> = {
  101: 'profile.task.name101',
  102: 'profile.task.name102',
  103: 'profile.task.name103',
  105: 'profile.task.name105',
  106: 'profile.task.name106',
  107: 'profile.task.name107',
  108: 'profile.task.name108',
  109: 'profile.task.name109',
  110: 'profile.task.name110',
  111: 'profile.task.name111',
  112: 'profile.task.name112',
  113: 'profile.task.name113',
  114: 'profile.task.name114',
  115: 'profile.task.name115',
  116: 'profile.task.name116',
  117: 'profile.task.name117',
  118: 'profile.task.name118',
  119: 'profile.task.name119',
  120: 'profile.task.name120',
};

/** Tasks done on a page of the app: the page and its link's text (shown while the task is open). */
const TASK_PAGES: Readonly<Partial<Record<number, readonly [PageName, MessageId]>>> = {
  119: ['profileInfo', 'profile.task.fillIn'],
};

/** /profile/task, /lobby/task (desktop /lobby/profile/task): progress per task and a claim per done task. */
export function Component() {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const tasks = useActorRef(tasksMachine, { input: { session } });
  const { rows, loading, failed, busy, notice, failedClaim } = useSelected(tasks, {
    rows: taskList,
    loading: tasksLoading,
    failed: tasksFailed,
    busy: tasksBusy,
    notice: tasksNotice,
    failedClaim: tasksFailedClaim,
  });
  return (
    <PageFrame
      title="profile.task.title"
      className="profile-page tasks-page"
      head={<NoticeToast notice={notice} loading={busy} />}
      loading={loading}
      failure={
        failed && {
          look: 'inline',
          title: 'profile.task.loadFailed',
          retryLabel: 'profile.task.retry',
          onRetry: () => tasks.send({ type: 'RETRY' }),
        }
      }
    >
      {!loading && !failed && rows.length === 0 && (
        <p>
          <FormattedMessage id="profile.task.empty" />
        </p>
      )}
      {rows.length > 0 && (
        <ul className="profile-list" aria-label={intl.formatMessage({ id: 'profile.task.list' })}>
          {rows.map((row) => (
            <li key={row.key}>
              <TaskCard
                row={row}
                busy={busy}
                failedClaim={failedClaim?.retry.taskKey === row.key ? failedClaim : null}
                onClaim={() => tasks.send({ type: 'CLAIM', taskKey: row.key })}
                onVisit={() => tasks.send({ type: 'VISIT', taskKey: row.key })}
              />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

interface TaskCardProps {
  row: TaskRow;
  busy: boolean;
  /** This task's last claim failed: why, and Retry (the same claim). */
  failedClaim: FailedTry<TaskClaim> | null;
  onClaim: () => void;
  onVisit: () => void;
}

function TaskCard({ row, busy, failedClaim, onClaim, onVisit }: TaskCardProps) {
  const intl = useIntl();
  const name = NAMES[row.key]
    ? // A money task names its target (the bet total): {amount} in its message.
      intl.formatMessage({ id: NAMES[row.key] }, { amount: formatMoney(intl, row.target) })
    : intl.formatMessage({ id: 'profile.task.nameOther' }, { key: row.key });
  const taskPage = TASK_PAGES[row.key];
  return (
    <article className={cardClass('task-card')} data-task={row.key} data-task-state={row.state} aria-label={name}>
      <h2 className="task-card__name">{name}</h2>
      <p className="task-card__meta">
        <FormattedMessage id={row.daily ? 'profile.task.daily' : 'profile.task.once'} /> ·{' '}
        <FormattedMessage
          id="profile.task.progress"
          values={
            row.money
              ? { progress: <Money value={row.progress} />, target: <Money value={row.target} /> }
              : { progress: row.progress, target: row.target }
          }
        />
      </p>
      <progress className="task-card__bar" value={row.progress} max={row.target} aria-label={name} />
      <PropList items={row.award.map((a) => ({ propId: a.id, count: a.count }))} />
      {row.state === 1 && (
        <Button variant="primary" disabled={busy} onClick={onClaim}>
          <FormattedMessage id="profile.task.claim" />
        </Button>
      )}
      {failedClaim && (
        <FailedTryAlert
          title="profile.task.claimFailed"
          failure={failedClaim}
          onRetry={row.state === 1 && !busy ? onClaim : undefined}
        />
      )}
      {row.state === 2 && (
        <p className="task-card__done">
          <FormattedMessage id="profile.task.claimedMark" />
        </p>
      )}
      {row.state === 0 && row.url !== null && (
        // The server cannot see a follow on another site: opening the page is what the task asks (docs/profile.md).
        <a className="task-card__visit" href={row.url} target="_blank" rel="noopener noreferrer" onClick={onVisit}>
          <FormattedMessage id="profile.task.visit" />
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="profile.service.external" />
          </span>
        </a>
      )}
      {row.state === 0 && row.url === null && (
        <p className="task-card__open">
          <FormattedMessage id="profile.task.open" />
          {taskPage && (
            <>
              {' '}
              <Link className="task-card__go" to={hrefOf({ page: taskPage[0] })}>
                <FormattedMessage id={taskPage[1]} />
              </Link>
            </>
          )}
        </p>
      )}
    </article>
  );
}
