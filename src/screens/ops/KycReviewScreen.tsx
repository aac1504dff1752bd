import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { kycReviewMachine } from '../../../machines/ops/kycReview.machine';
import {
  kycFailed,
  kycIdle,
  kycItems,
  kycLoadError,
  kycNotice,
  kycReasonOf,
  kycShown,
} from '../../../machines/ops/kycReview.selectors';
import { staffMember, staffToken } from '../../../machines/ops/opsSession.selectors';
import type { KycItem } from '../../api/client/ops/opsTypes';
import { Button } from '../../ui/Button';
import { useOpsSession } from './opsSession';

type Review = ActorRefFrom<typeof kycReviewMachine>;

/** /ops/kyc: support's and finance's KYC review (admin is told it is not theirs; the server refuses them anyway). */
export function KycReviewScreen() {
  const session = useOpsSession();
  const staff = useSelector(session, staffMember);
  const token = useSelector(session, staffToken);
  if (!token || (staff?.role !== 'support' && staff?.role !== 'finance')) {
    return (
      <section aria-labelledby="ops-kyc-title">
        <h1 id="ops-kyc-title">Identity checks</h1>
        <p>Only support and finance staff review identity documents.</p>
      </section>
    );
  }
  return <KycQueue token={token} session={session} />;
}

function KycQueue({ token, session }: { token: string; session: ReturnType<typeof useOpsSession> }) {
  const review = useActorRef(kycReviewMachine, { input: { token, session } });
  const items = useSelector(review, kycItems);
  const notice = useSelector(review, kycNotice);
  const failed = useSelector(review, kycFailed);
  const loadError = useSelector(review, kycLoadError);
  const shown = useSelector(review, kycShown);
  const idle = useSelector(review, kycIdle);
  return (
    <section aria-labelledby="ops-kyc-title" aria-busy={!idle}>
      <h1 id="ops-kyc-title">Identity checks waiting for review</h1>
      <p className={`ops-notice ops-notice--${notice?.kind ?? 'none'}`} role="status">
        {notice?.text ?? ''}
      </p>
      {failed ? (
        <div role="alert">
          <p>{loadError}</p>
          <Button onClick={() => review.send({ type: 'RETRY' })}>Retry</Button>
        </div>
      ) : items.length === 0 ? (
        <p>{shown ? 'No submission is waiting.' : 'Loading…'}</p>
      ) : (
        <table className="ops-table">
          <caption className="ops-visually-hidden">Identity checks, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Name on the form</th>
              <th scope="col">Birth date</th>
              <th scope="col">Document</th>
              <th scope="col">Sent</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <KycRow key={item.userId} item={item} review={review} idle={idle} />
            ))}
          </tbody>
        </table>
      )}
      <Button onClick={() => review.send({ type: 'REFRESH' })} disabled={!idle}>
        Refresh
      </Button>
    </section>
  );
}

function KycRow({ item, review, idle }: { item: KycItem; review: Review; idle: boolean }) {
  const reason = useSelector(review, (s) => kycReasonOf(s, item.userId));
  const who = `${item.account} (#${item.userId})`;
  const reasonId = `kyc-reason-${item.userId}`;
  return (
    <tr data-player={item.userId}>
      <th scope="row">{who}</th>
      <td>{item.realName}</td>
      <td>{item.birthDate}</td>
      <td>
        <Button
          disabled={!idle}
          onClick={() => review.send({ type: 'DOWNLOAD', userId: item.userId })}
          aria-label={`Download the ${item.documentType} of ${who}`}
        >
          Download {item.documentType}
        </Button>
      </td>
      <td>
        <time dateTime={new Date(item.submittedAt).toISOString()}>
          {new Date(item.submittedAt).toLocaleString('en-PH')}
        </time>
      </td>
      <td className="ops-decision">
        <Button
          variant="primary"
          disabled={!idle}
          onClick={() => review.send({ type: 'DECIDE', userId: item.userId, verdict: 'approved' })}
          aria-label={`Approve ${who}`}
        >
          Approve
        </Button>
        <label className="ops-visually-hidden" htmlFor={reasonId}>
          Reason for {who}
        </label>
        <input
          id={reasonId}
          className="ops-input"
          value={reason}
          placeholder="Reason for the player"
          maxLength={300}
          onChange={(event) =>
            review.send({ type: 'REASON.CHANGE', userId: item.userId, value: event.currentTarget.value })
          }
        />
        <Button
          disabled={!idle}
          onClick={() => review.send({ type: 'DECIDE', userId: item.userId, verdict: 'rejected' })}
          aria-label={`Reject ${who}`}
        >
          Reject
        </Button>
        <Button
          disabled={!idle}
          onClick={() => review.send({ type: 'DECIDE', userId: item.userId, verdict: 'resubmit' })}
          aria-label={`Ask ${who} for a new document`}
        >
          New document
        </Button>
      </td>
    </tr>
  );
}
