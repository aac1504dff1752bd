import { getToken } from '../../platform/token';
import type { Endpoint } from '../contract/define';
import { lobbyHome } from '../contract/endpoints/lobbyHome';
import type { EndpointName } from '../contract/map';

/**
 * Where callApi finds an endpoint's path and schemas. The calls of a guest's /lobby/home (lobbyHome) are bundled
 * with the app; the other groups are loaded on their first call, so a guest opening /lobby/home does not download
 * the schemas of player, wallet, profile and activity calls (about 6 KB of gzip; see the size budget).
 * tests/unit/client-endpointDefs.test.ts proves this finds every name of the contract map, and the same object.
 */
type Group = Record<string, Endpoint>;

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

const eager: Group = lobbyHome;

export async function endpointDef(name: EndpointName): Promise<Endpoint> {
  if (Object.hasOwn(eager, name)) return eager[name]!;
  for (const load of lazyGroups) {
    const group = await load();
    if (Object.hasOwn(group, name)) return group[name]!;
  }
  throw new Error(`Endpoint ${name} is in the contract map but in no group of endpointDefs.ts`);
}
