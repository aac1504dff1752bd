import { describe, expect, test } from 'vitest';
import { activeGameTypes, hotGames, lobbyTabs, trackingTabName } from '../../../machines/session/session.selectors';
import { game, gameType, webConfig } from '../fixtures';

const types = [
  gameType(5, 'Live', { sort: 1 }),
  gameType(1, 'Slots', { sort: 3 }),
  gameType(4, 'Sports', { sort: 2, status: 0 }),
  gameType(2, 'Fish', { sort: 2 }),
];
const context = { webConfig: webConfig({ appGameTypeList: types }) };

describe('session selectors', () => {
  test('active game types: status 1 only, by sort', () => {
    expect(activeGameTypes(context).map((t) => t.id)).toEqual([5, 2, 1]);
    expect(activeGameTypes({ webConfig: null })).toEqual([]);
  });

  test('hot games: hot = 1 and showType = 0, by hotSort', () => {
    const gameList = [
      game(1, { hot: 1, hotSort: 3 }),
      game(2, { hot: 0, hotSort: 1 }),
      game(3, { hot: 1, hotSort: 1 }),
      game(4, { hot: 1, hotSort: 2, showType: 1 }),
      game(5, { hot: 1, hotSort: 2 }),
    ];
    expect(hotGames({ gameList }).map((g) => g.id)).toEqual([3, 5, 1]);
  });

  test('lobby tabs: Home, Collect (101), then each active type by sort', () => {
    expect(lobbyTabs(context)).toEqual([
      { id: 'home', key: 'home', name: 'Home' },
      { id: 101, key: 'collect', name: 'Collect' },
      { id: 5, key: 'type-5', name: 'Live' },
      { id: 2, key: 'type-2', name: 'Fish' },
      { id: 1, key: 'type-1', name: 'Slots' },
    ]);
    expect(lobbyTabs({ webConfig: null }).map((tab) => tab.id)).toEqual(['home', 101]);
  });

  test('tracking tab name: home, favorites, or the lowercase type name', () => {
    expect(trackingTabName(context, 'home')).toBe('home');
    expect(trackingTabName(context, 101)).toBe('favorites');
    expect(trackingTabName(context, 5)).toBe('live');
    expect(trackingTabName(context, 4)).toBeUndefined();
  });

  test('results are stable for the same source, new for a new one', () => {
    const gameList = [game(1, { hot: 1 })];
    expect(hotGames({ gameList })).toBe(hotGames({ gameList }));
    expect(lobbyTabs(context)).toBe(lobbyTabs({ ...context }));
    expect(hotGames({ gameList: [...gameList] })).not.toBe(hotGames({ gameList }));
  });
});
