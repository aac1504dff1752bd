import type { SnapshotFrom } from 'xstate';
import type { PlayerRoundsMachine } from './playerRounds.machine';

type Snapshot = SnapshotFrom<PlayerRoundsMachine>;

export const roundsShown = (s: Snapshot) => s.context.list;
export const roundFilter = (s: Snapshot) => s.context.status;
export const roundsLoading = (s: Snapshot) => s.hasTag('busy');
export const roundsFailed = (s: Snapshot) => (s.hasTag('failed') ? s.context.loadError : null);

export interface RoundsPaging {
  page: number;
  pages: number;
  total: number;
  older: boolean;
  newer: boolean;
}

/** Where the page stands: its number of how many, and whether an older or a newer page exists. */
export const roundsPaging = (s: Snapshot): RoundsPaging => {
  const { page, total, pageSize } = s.context;
  return {
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    total,
    older: page * pageSize < total,
    newer: page > 1,
  };
};

export const samePaging = (a: RoundsPaging, b: RoundsPaging) =>
  a.page === b.page && a.pages === b.pages && a.total === b.total && a.older === b.older && a.newer === b.newer;
