import type { Game } from '../../api/contract/entities';
import type { CatalogueReply } from './catalogue';
import type { CatalogueIndex } from './catalogueIndex';

/**
 * How a catalogue crosses from the game-list worker to the page (docs/pwa.md "First paint"). One structured clone of
 * 10,000 games is one message task of 50–80 ms on a phone's main thread, where nothing else can run; so the worker
 * sends the games in parts of `PART_GAMES`, a message each, and then the reply, whose indexes name games by their
 * place in the list (typed arrays, cheap to copy). The page (./catalogueClient.ts `workerAsk`) puts them back
 * together: the same catalogue, whose indexes hold the list's own game objects.
 */

export const PART_GAMES = 1000;

interface WireIndex {
  byType: { typeId: number; brands: { brandId: number; at: Int32Array }[] }[];
  typeIds: number[];
  brandIds: number[];
  search: { at: Int32Array; names: readonly string[]; typeIds: Int32Array; brandIds: Int32Array };
}

interface WireCatalogue {
  version: string;
  count: number;
  index: WireIndex;
}

export type WireMessage = { id: number; part: Game[] } | (CatalogueReply & { wire?: WireCatalogue });

/** The messages that carry one reply, in order: the game parts first, the reply last. */
export function toMessages(reply: CatalogueReply): WireMessage[] {
  if (!('catalogue' in reply) || !reply.catalogue) return [reply];
  const { version, games, index } = reply.catalogue;
  const at = new Map(games.map((game, position) => [game, position]));
  const places = (list: readonly Game[]) => Int32Array.from(list, (game) => at.get(game) ?? -1);
  const wire: WireCatalogue = {
    version,
    count: games.length,
    index: {
      byType: index.byType.map(({ typeId, brands }) => ({
        typeId,
        brands: brands.map(({ brandId, games: group }) => ({ brandId, at: places(group) })),
      })),
      typeIds: index.typeIds,
      brandIds: index.brandIds,
      search: {
        at: places(index.search.games),
        names: index.search.names,
        typeIds: index.search.typeIds,
        brandIds: index.search.brandIds,
      },
    },
  };
  const parts: WireMessage[] = [];
  for (let from = 0; from < games.length; from += PART_GAMES) {
    parts.push({ id: reply.id, part: games.slice(from, from + PART_GAMES) });
  }
  return [...parts, { ...reply, catalogue: null, wire }];
}

/** Thrown when the parts do not add up to the catalogue the reply describes (a worker bug, never a player's input). */
export class BrokenWireError extends Error {}

/**
 * The page's side: fed every message from the worker, it answers a whole reply when its last message comes, and
 * undefined for a part.
 */
export function wireAssembler(): (message: WireMessage) => CatalogueReply | undefined {
  const received = new Map<number, Game[][]>();
  return (message) => {
    if ('part' in message) {
      const parts = received.get(message.id) ?? [];
      parts.push(message.part);
      received.set(message.id, parts);
      return undefined;
    }
    const parts = received.get(message.id) ?? [];
    received.delete(message.id);
    if (!('wire' in message) || !message.wire) return message;
    const { wire, ...reply } = message;
    // Plain loops and concat: Array.from with a callback and flat() are several times slower here (10,000 games).
    const games = ([] as Game[]).concat(...parts);
    if (games.length !== wire.count) throw new BrokenWireError(`${games.length} of ${wire.count} games arrived`);
    const gamesAt = (at: Int32Array): Game[] => {
      const list = new Array<Game>(at.length);
      for (let i = 0; i < at.length; i++) {
        const game = games[at[i] as number];
        if (game === undefined) throw new BrokenWireError(`no game at ${at[i]}`);
        list[i] = game;
      }
      return list;
    };
    const { byType, typeIds, brandIds, search } = wire.index;
    const index: CatalogueIndex = {
      byType: byType.map(({ typeId, brands }) => ({
        typeId,
        brands: brands.map(({ brandId, at }) => ({ brandId, games: gamesAt(at) })),
      })),
      typeIds,
      brandIds,
      search: { games: gamesAt(search.at), names: search.names, typeIds: search.typeIds, brandIds: search.brandIds },
    };
    return { ...reply, catalogue: { version: wire.version, games, index } } as CatalogueReply;
  };
}
