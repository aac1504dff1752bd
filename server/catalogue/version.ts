import { createHash } from 'node:crypto';
import type { Game } from '../../src/api/contract/entities';
import type { Db, Tx } from '../db/connect';
import { writeSetting } from '../settings';
import { loadGameList } from './gameList';

/** gameListVersion: a short hash of the served game list, so it changes exactly when the list does. */
export function gameListVersionOf(list: readonly Game[]): string {
  return createHash('sha256').update(JSON.stringify(list)).digest('hex').slice(0, 16);
}

/** Recomputes and stores gameListVersion; every code path that writes `games` must call it. */
export async function refreshGameListVersion(db: Db | Tx): Promise<string> {
  const version = gameListVersionOf(await loadGameList(db));
  await writeSetting(db, 'gameListVersion', version);
  return version;
}
