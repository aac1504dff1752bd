import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/api/contract/entities';
import type { CatalogueReply } from '../../src/platform/gameList/catalogue';
import { catalogueIndex } from '../../src/platform/gameList/catalogueIndex';
import { BrokenWireError, PART_GAMES, toMessages, wireAssembler } from '../../src/platform/gameList/catalogueWire';
import { game } from '../machines/fixtures';

/** A catalogue's way from the game-list worker to the page (src/platform/gameList/catalogueWire.ts). */

const games: Game[] = Array.from({ length: 2 * PART_GAMES + 17 }, (_, i) =>
  game(i + 1, { typeId: (i % 3) + 1, brandId: (i % 5) + 1, sort: i % 7, status: i % 11 === 0 ? 0 : 1 }),
);
const reply: CatalogueReply = {
  id: 7,
  ok: true,
  catalogue: { version: 'v1', games, index: catalogueIndex(games) },
  stored: true,
};

/** Every message as postMessage delivers it: a structured clone of its own. */
const delivered = (messages: ReturnType<typeof toMessages>) => messages.map((message) => structuredClone(message));

describe('the catalogue on the wire', () => {
  it('goes as parts of at most PART_GAMES games, then the reply, and comes back the same catalogue', () => {
    const messages = delivered(toMessages(reply));
    expect(messages.map((message) => ('part' in message ? message.part.length : 'reply'))).toEqual([
      PART_GAMES,
      PART_GAMES,
      17,
      'reply',
    ]);
    const assemble = wireAssembler();
    const answers = messages.map(assemble);
    expect(answers.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(answers[3]).toEqual(reply);
  });

  it('the indexes hold the list’s own game objects, as the worker built them', () => {
    const assemble = wireAssembler();
    const back = delivered(toMessages(reply)).map(assemble).at(-1);
    if (!back || !('catalogue' in back) || !back.catalogue) throw new Error('no catalogue');
    const { games: list, index } = back.catalogue;
    const inList = new Set(list);
    expect(index.search.games.every((entry) => inList.has(entry))).toBe(true);
    expect(
      index.byType.flatMap((type) => type.brands.flatMap((brand) => brand.games)).every((g) => inList.has(g)),
    ).toBe(true);
  });

  it('keeps replies of different requests apart, and sends a reply without a catalogue as itself', () => {
    const other: CatalogueReply = {
      ...reply,
      id: 8,
      catalogue: { version: 'v2', games: games.slice(0, 3), index: catalogueIndex(games.slice(0, 3)) },
    };
    const none: CatalogueReply = { id: 9, ok: false, path: 'gameList.0.name' };
    expect(toMessages(none)).toEqual([none]);
    const [a, b] = [delivered(toMessages(reply)), delivered(toMessages(other))];
    const assemble = wireAssembler();
    // Interleaved: the second request's messages between the first's parts.
    const answers = [a[0]!, ...b, ...a.slice(1), none].map(assemble).filter((answer) => answer !== undefined);
    expect(answers).toEqual([other, reply, none]);
  });

  it('parts that do not add up are a BrokenWireError, never a short list', () => {
    const messages = delivered(toMessages(reply));
    const assemble = wireAssembler();
    expect(() => [messages[0]!, messages[3]!].map(assemble)).toThrow(BrokenWireError);
  });
});
