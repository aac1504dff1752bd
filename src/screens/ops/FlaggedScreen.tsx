import { useActorRef, useSelector } from '@xstate/react';
import { flaggedPlayersMachine } from '../../../machines/ops/flaggedPlayers.machine';
import { listItems } from '../../../machines/ops/opsList.selectors';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import type { FlaggedPlayer } from '../../api/client/ops/opsTypes';
import { type OpsSession, useTokenFor } from './opsSession';
import { QueuePage } from './QueuePage';

/** /ops/flagged: every role reads the players the flag rule picked, with the reasons (docs/ops.md). */
export function FlaggedScreen() {
  const { session, token } = useTokenFor(['support', 'finance', 'admin']);
  return token ? <FlaggedList token={token} session={session} /> : null;
}

function FlaggedList({ token, session }: { token: string; session: OpsSession }) {
  const flagged = useActorRef(flaggedPlayersMachine, { input: { token, session } });
  const rows = useSelector(flagged, listItems<FlaggedPlayer>);
  const view = useSelector(flagged, queueView, sameQueueView);
  return (
    <QueuePage
      id="ops-flagged-title"
      title="Flagged players"
      columns={['Player', 'Nickname', 'Why']}
      caption="Flagged players in the last 7 days"
      empty="No player is flagged."
      view={view}
      onRetry={() => flagged.send({ type: 'RETRY' })}
      onRefresh={() => flagged.send({ type: 'REFRESH' })}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row">
            {row.account} (#{row.id})
          </th>
          <td>{row.nickname}</td>
          <td>{row.reasons.join('; ')}</td>
        </tr>
      ))}
    </QueuePage>
  );
}
