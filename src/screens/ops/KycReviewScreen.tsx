import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { kycReviewMachine } from '../../../machines/ops/kycReview.machine';
import { kycItems, kycReasonOf } from '../../../machines/ops/kycReview.selectors';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import type { KycItem, KycVerdict } from '../../api/client/ops/opsTypes';
import { Button } from '../../ui/Button';
import { OpsTime } from './OpsTime';
import { QueuePage } from './QueuePage';
import { ReasonInput } from './ReasonInput';
import type { Gate } from './RoleGate';

type Review = ActorRefFrom<typeof kycReviewMachine>;

/** /ops/kyc: support's and finance's KYC review (admin is told it is not theirs; the server refuses them anyway). */
export function KycReviewScreen({ token, session }: Gate) {
  const review = useActorRef(kycReviewMachine, { input: { token, session } });
  const items = useSelector(review, kycItems);
  const view = useSelector(review, queueView, sameQueueView);
  return (
    <QueuePage
      id="ops-kyc-title"
      title="Identity checks waiting for review"
      columns={['Player', 'Name on the form', 'Birth date', 'Document', 'Sent', 'Decision']}
      caption="Identity checks, oldest first"
      empty="No submission is waiting."
      view={view}
      queue={review}
    >
      {items.map((item) => (
        <KycRow key={item.userId} item={item} review={review} idle={view.idle} />
      ))}
    </QueuePage>
  );
}

function KycRow({ item, review, idle }: { item: KycItem; review: Review; idle: boolean }) {
  const reason = useSelector(review, (s) => kycReasonOf(s, item.userId));
  const who = `${item.account} (#${item.userId})`;
  const decide = (verdict: KycVerdict, text: string, name: string) => (
    <Button
      variant={verdict === 'approved' ? 'primary' : 'plain'}
      disabled={!idle}
      onClick={() => review.send({ type: 'DECIDE', userId: item.userId, verdict })}
      aria-label={name}
    >
      {text}
    </Button>
  );
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
        <OpsTime at={item.submittedAt} />
      </td>
      <td className="ops-decision">
        {decide('approved', 'Approve', `Approve ${who}`)}
        <ReasonInput
          id={`kyc-reason-${item.userId}`}
          label={`Reason for ${who}`}
          value={reason}
          onChange={(value) => review.send({ type: 'REASON.CHANGE', userId: item.userId, value })}
        />
        {decide('rejected', 'Reject', `Reject ${who}`)}
        {decide('resubmit', 'New document', `Ask ${who} for a new document`)}
      </td>
    </tr>
  );
}
