import { assertEvent, assign, emit, setup } from 'xstate';
import { type PageLink, pageLinkOfPath } from '../../src/api/contract/pages';
import type { TypesOf } from '../shared/machineTypes';
import { COLLECT_TAB_ID, HOME_TAB_ID, type LobbyTab } from './lobbyTab';

/**
 * The home tabs (spec §2): Home (hot), Collect (id 101, sub-tabs favourites and history) and one tab per active
 * game type, whose brand sub-tabs remember the brand chosen per type. The selected tab is mirrored into the URL
 * (`?tab=<key>`, replace) so a reload or the back button from a game lands on the same tab; a brand can be
 * preselected from the navigation state ({ typeId, brandId }). The Home panel stays mounted while another tab is
 * shown (kept alive), which is the screen's business; this chart only says which tab is selected.
 */

export interface LobbyTabsInput {
  tabs: readonly LobbyTab[];
  /** `?tab=` of the URL. */
  tabKey?: string | null;
  /** The page the tabs live on (the URL mirror's path): /lobby/home, or /lobby/games on desktop. */
  path?: string;
  /** Navigation state: open this type's tab … */
  typeId?: number | null;
  /** … on this brand. */
  brandId?: number | null;
}

export interface LobbyTabsContext {
  tabs: readonly LobbyTab[];
  /** The selected game type (meaningful in `gameType`). */
  typeId: number | null;
  /** The brand chosen per game type; a type without an entry shows its first brand. */
  brandByType: Record<number, number>;
  /** Tab name of tracking events (spec §4): home, favorites or the lowercase game type name. */
  trackingName: string;
  path: string;
  /** Where start-up should go; consumed on the first pass through `home`. */
  requested: { key: string | null; typeId: number | null; brandId: number | null };
}

export type LobbyTabsEvent =
  | { type: 'SELECT'; key: string }
  | { type: 'SELECT.BRAND'; typeId: number; brandId: number }
  | { type: 'COLLECT.FAVOURITES' }
  | { type: 'COLLECT.HISTORY' };

export interface LobbyTabsNavigate {
  type: 'navigate';
  to: PageLink;
  replace: true;
}

const HOME_PATH = '/lobby/home';

/** The page the tabs live on, by name (its URL mirror). */
const tabsPage = (context: LobbyTabsContext): PageLink => pageLinkOfPath(context.path) ?? { page: 'home' };

const tabByKey = (context: LobbyTabsContext, key: string | null) =>
  key === null ? undefined : context.tabs.find((tab) => tab.key === key);

const typeTab = (context: LobbyTabsContext, typeId: number | null) =>
  typeId === null
    ? undefined
    : context.tabs.find((tab) => typeof tab.id === 'number' && tab.id === typeId && tab.key !== 'collect');

/** Tracking name of a tab (spec §4). */
export function trackingNameOf(tab: LobbyTab): string {
  if (tab.id === HOME_TAB_ID) return 'home';
  if (tab.id === COLLECT_TAB_ID) return 'favorites';
  return tab.name.toLowerCase();
}

/** The game type the start-up asks for: the navigation state's type first, then `?tab=`. */
function requestedType(context: LobbyTabsContext): LobbyTab | undefined {
  const fromState = typeTab(context, context.requested.typeId);
  if (fromState) return fromState;
  const fromKey = tabByKey(context, context.requested.key);
  return fromKey?.key.startsWith('type-') ? fromKey : undefined;
}

function selectedKey(event: LobbyTabsEvent): string {
  assertEvent(event, 'SELECT');
  return event.key;
}

export const lobbyTabsMachine = setup({
  types: {} as TypesOf<LobbyTabsContext, LobbyTabsEvent, LobbyTabsInput, never, LobbyTabsNavigate>,
  guards: {
    startsOnGameType: ({ context }) => requestedType(context) !== undefined,
    startsOnCollect: ({ context }) => context.requested.key === 'collect',
    isHomeTab: ({ event }) => selectedKey(event) === 'home',
    isCollectTab: ({ event }) => selectedKey(event) === 'collect',
    isGameTypeTab: ({ context, event }) => {
      const key = selectedKey(event);
      return key.startsWith('type-') && tabByKey(context, key) !== undefined;
    },
  },
  actions: {
    openRequestedType: assign(({ context }) => {
      const tab = requestedType(context)!;
      const typeId = tab.id as number;
      const { brandId } = context.requested;
      const brandByType = brandId === null ? context.brandByType : { ...context.brandByType, [typeId]: brandId };
      return { typeId, brandByType, trackingName: trackingNameOf(tab) };
    }),
    assignGameType: assign(({ context, event }) => {
      const tab = tabByKey(context, selectedKey(event))!;
      return { typeId: tab.id as number, trackingName: trackingNameOf(tab) };
    }),
    assignBrand: assign(({ context, event }) => {
      assertEvent(event, 'SELECT.BRAND');
      return { brandByType: { ...context.brandByType, [event.typeId]: event.brandId } };
    }),
    consumeRequest: assign({ requested: { key: null, typeId: null, brandId: null } }),
    trackHome: assign({ trackingName: 'home' }),
    trackCollect: assign({ trackingName: 'favorites' }),
    showHomeInUrl: emit(({ context }) => ({
      type: 'navigate' as const,
      to: tabsPage(context),
      replace: true as const,
    })),
    showTabInUrl: emit(({ context, event }) => ({
      type: 'navigate' as const,
      to: { ...tabsPage(context), query: { tab: selectedKey(event) } },
      replace: true as const,
    })),
  },
}).createMachine({
  id: 'lobbyTabs',
  context: ({ input }) => ({
    tabs: input.tabs,
    path: input.path ?? HOME_PATH,
    typeId: null,
    brandByType: {},
    trackingName: 'home',
    requested: { key: input.tabKey ?? null, typeId: input.typeId ?? null, brandId: input.brandId ?? null },
  }),
  initial: 'home',
  on: {
    SELECT: [
      { guard: 'isHomeTab', target: '.home', actions: ['trackHome', 'showHomeInUrl'] },
      { guard: 'isCollectTab', target: '.collect', actions: ['trackCollect', 'showTabInUrl'] },
      { guard: 'isGameTypeTab', target: '.gameType', actions: ['assignGameType', 'showTabInUrl'] },
    ],
  },
  states: {
    home: {
      description:
        'Home (hot): banners, video, featured rewards, big wins, popular games, footer. At start-up it passes on ' +
        'to the tab the navigation state or the URL asks for (once: the request is consumed).',
      always: [
        { guard: 'startsOnGameType', target: 'gameType', actions: ['openRequestedType', 'consumeRequest'] },
        { guard: 'startsOnCollect', target: 'collect', actions: ['trackCollect', 'consumeRequest'] },
      ],
    },
    collect: {
      description: 'Collect (id 101): the favourites and history sub-tabs.',
      initial: 'favourites',
      states: {
        favourites: { description: 'Games the player liked.', on: { 'COLLECT.HISTORY': 'history' } },
        history: {
          description: 'Games the player opened, most recent first.',
          on: { 'COLLECT.FAVOURITES': 'favourites' },
        },
      },
    },
    gameType: {
      description: 'One game type: brand sub-tabs (the chosen brand per type is kept) over a grid in rows of 5.',
      on: { 'SELECT.BRAND': { actions: 'assignBrand' } },
    },
  },
});

export type LobbyTabsMachine = typeof lobbyTabsMachine;
