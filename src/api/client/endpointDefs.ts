import { getToken } from '../../platform/storage/token';
import { lobbyHomeShapes } from '../contract/homeShapes';
import type { EndpointName } from '../contract/map';
import { checkShape, type Shape, type ShapeResult } from '../contract/shape';

/**
 * Where callApi finds an endpoint's path and schemas. The calls of a guest's /lobby/home (lobbyHome) are bundled
 * with the app as shapes written from their schemas (../contract/homeShapes.ts: no zod in the first download);
 * the other groups are zod schemas loaded on their first call, so a guest opening /lobby/home downloads neither
 * zod nor the schemas of player, wallet, profile and activity calls (about 14 KB of gzip; see the size budget).
 * tests/unit/client-endpointDefs.test.ts proves this finds every name of the contract map (the very same object
 * for a lazy group), tests/unit/contract-shapes.test.ts that a shape answers as its schema.
 */
export interface CallDef {
  path: string;
  response: { safeParse(value: unknown): ShapeResult<unknown> };
  /** A big answer's `gameList` is held by the game-list worker, which decodes and parses it (./call.ts). */
  holdsGameList?: boolean;
}
type Group = Record<string, CallDef>;

/** The rest of the lobby: a player's calls. First in the list, since any later call is a player's (or a log-in). */
const loadLobbyLater = () => import('../contract/endpoints/lobbyLater').then((m) => m.lobbyLater);

const lazyGroups: ReadonlyArray<() => Promise<Group>> = [
  loadLobbyLater,
  () => import('../contract/endpoints/auth').then((m) => m.auth),
  () => import('../contract/endpoints/wallet').then((m) => m.wallet),
  () => import('../contract/endpoints/profile').then((m) => m.profile),
  () => import('../contract/endpoints/activity').then((m) => m.activity),
  () => import('../contract/endpoints/fairGame').then((m) => m.fairGame),
  () => import('../contract/endpoints/responsibleGaming').then((m) => m.responsibleGaming),
];

// A stored token means the start-up call is a player's (getAfterLoginInfoWeb): its schemas download beside the
// app instead of after it (a failure is left to that call: callApi answers it as a network failure).
if (getToken() !== undefined) loadLobbyLater().catch(() => undefined);

/**
 * appConfig's game list (3,000–10,000 games) is checked by the game-list worker before anything shows it
 * (src/platform/gameList/, docs/pwa.md "First paint"): on this thread only that it is a list, so the check is no
 * long task here. A big answer's list never comes to this thread at all (`holdsGameList`, ./call.ts).
 */
const { appConfig } = lobbyHomeShapes;
const unknownList: Shape = { t: 'nullable', of: { t: 'array', of: { t: 'unknown' }, max: 50_000 } };
const eagerShapes = {
  ...lobbyHomeShapes,
  appConfig: {
    ...appConfig,
    response: { ...appConfig.response, of: { ...appConfig.response.of, gameList: unknownList } },
  },
};

const eager: Group = Object.fromEntries(
  Object.entries(eagerShapes).map(([name, { path, response }]) => [
    name,
    {
      path,
      response: { safeParse: (value: unknown) => checkShape(response, value) },
      ...(name === 'appConfig' && { holdsGameList: true }),
    },
  ]),
);

export async function endpointDef(name: EndpointName): Promise<CallDef> {
  if (Object.hasOwn(eager, name)) return eager[name]!;
  for (const load of lazyGroups) {
    const group = await load();
    if (Object.hasOwn(group, name)) return group[name]!;
  }
  throw new Error(`Endpoint ${name} is in the contract map but in no group of endpointDefs.ts`);
}
