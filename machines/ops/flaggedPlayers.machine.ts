import type { FlaggedPlayer } from '../../src/api/client/ops/opsTypes';
import { createOpsListMachine } from './opsList';

/**
 * Flagged players (/ops/flagged, every role; docs/ops.md): the players the flag rule picked (many devices or many
 * wrong passwords in 7 days) with the reasons; Refresh reads them again. A 401 tells the session.
 */
export const flaggedPlayersMachine = createOpsListMachine<FlaggedPlayer>({
  id: 'flaggedPlayers',
  shows: 'The flagged players with the reasons, and Refresh.',
  path: () => '/flagged',
  filtered: false,
});

export type FlaggedPlayersMachine = typeof flaggedPlayersMachine;
