import { asc } from 'drizzle-orm';
import type { Game } from '../../src/api/contract/entities';
import type { Db, Tx } from '../db/connect';
import { games } from '../db/schema';

type GameRow = typeof games.$inferSelect;

export function toGame(row: GameRow): Game {
  return {
    id: row.id,
    name: row.name,
    brandId: row.brandId,
    typeId: row.typeId,
    platformId: row.platformId,
    hot: row.hot,
    hotSort: row.hotSort,
    recent: row.recent,
    showType: row.showType,
    sort: row.sort,
    status: row.status,
    version: row.version,
    maintain: row.maintain,
    params: { brandMaintain: row.brandMaintain },
    icon: row.icon,
  };
}

/** The whole catalogue in id order, as appConfig serves it. */
export async function loadGameList(db: Db | Tx): Promise<Game[]> {
  const rows = await db.select().from(games).orderBy(asc(games.id));
  return rows.map(toGame);
}
