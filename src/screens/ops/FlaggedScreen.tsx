import { useActorRef, useSelector } from '@xstate/react';
import { flaggedPlayersMachine } from '../../../machines/ops/flaggedPlayers.machine';
import { listItems } from '../../../machines/ops/opsList.selectors';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import type { FlaggedPlayer } from '../../api/client/ops/opsTypes';
import { QueuePage } from './QueuePage';
import type { Gate } from './RoleGate';

/** /ops/flagged: every role reads the players the flag rule picked, with the reasons (docs/ops.md). */
export function FlaggedScreen({ token, session }: Gate) {
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
      queue={flagged}
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
