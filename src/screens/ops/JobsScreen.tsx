import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { jobQueueMachine } from '../../../machines/ops/jobQueue.machine';
import { failedJobs, jobFigures, jobsIdle, retryingJob } from '../../../machines/ops/jobQueue.selectors';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import { staffMember } from '../../../machines/ops/opsSession.selectors';
import type { FailedJob } from '../../api/client/ops/opsTypes';
import { JOB_LABELS, type JobName } from '../../api/contract/opsJobs';
import { Button } from '../../ui/Button';
import { OpsTime } from './OpsTime';
import { QueuePage } from './QueuePage';
import type { Gate } from './RoleGate';

type Queue = ActorRefFrom<typeof jobQueueMachine>;

/** What each job does, in staff's words (the server's job names, server/jobs/lobbyJobs.ts). */
/**
 * /ops/jobs: the durable job queue (admins act; finance reads, the server refuses their Retry). The figures are a
 * definition list above the failed jobs' table.
 */
export function JobsScreen({ token, session }: Gate) {
  const queue = useActorRef(jobQueueMachine, { input: { token, session } });
  const items = useSelector(queue, failedJobs);
  const figures = useSelector(queue, jobFigures);
  const view = useSelector(queue, queueView, sameQueueView);
  const admin = useSelector(session, staffMember)?.role === 'admin';
  return (
    <QueuePage
      id="ops-jobs-title"
      title="Jobs"
      columns={
        admin
          ? ['Job', 'What', 'Attempts', 'Last error', 'Failed', 'Action']
          : ['Job', 'What', 'Attempts', 'Last error', 'Failed']
      }
      caption="Failed jobs, newest first"
      empty="No job has failed."
      view={view}
      queue={queue}
      tools={
        figures && (
          <dl className="ops-figures" aria-label="Queue depth">
            <dt>Due now</dt>
            <dd>{figures.due}</dd>
            <dt>Waiting for their time</dt>
            <dd>{figures.waiting}</dd>
            <dt>Running</dt>
            <dd>{figures.running}</dd>
            <dt>Failed</dt>
            <dd>{figures.failed}</dd>
            {figures.oldestDueAt !== null && (
              <>
                <dt>Oldest due since</dt>
                <dd>
                  <OpsTime at={figures.oldestDueAt} />
                </dd>
              </>
            )}
          </dl>
        )
      }
    >
      {items.map((job) => (
        <JobRow key={job.id} job={job} queue={queue} admin={admin} />
      ))}
    </QueuePage>
  );
}

function JobRow({ job, queue, admin }: { job: FailedJob; queue: Queue; admin: boolean }) {
  const working = useSelector(queue, retryingJob) === job.id;
  const idle = useSelector(queue, jobsIdle);
  return (
    <tr data-job={job.id}>
      <th scope="row">{job.id}</th>
      <td>
        {JOB_LABELS[job.name as JobName] ?? job.name}
        {job.key && <span className="ops-visually-hidden"> ({job.key})</span>}
      </td>
      <td>
        {job.attempts} of {job.maxAttempts}
      </td>
      <td>{job.lastError ?? ''}</td>
      <td>{job.failedAt !== null && <OpsTime at={job.failedAt} />}</td>
      {admin && (
        <td className="ops-decision">
          <Button
            variant="primary"
            busy={working}
            disabled={!idle}
            onClick={() => queue.send({ type: 'RETRY_JOB', jobId: job.id })}
            aria-label={`Retry job ${job.id}`}
          >
            Retry
          </Button>
        </td>
      )}
    </tr>
  );
}
