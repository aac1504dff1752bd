import type { Endpoint } from '../contract/define';
import { lobby } from '../contract/endpoints/lobby';
import type { EndpointName } from '../contract/map';

/**
 * Where callApi finds an endpoint's path and schemas. The lobby group (every start-up call) is bundled with
 * the app; the other groups are loaded on their first call, so a guest opening /lobby/home does not download
 * the schemas of wallet, profile and activity calls (about 5 KB of gzip; see the size budget).
 * tests/unit/client-endpointDefs.test.ts proves this finds every name of the contract map, and the same object.
 */
type Group = Record<string, Endpoint>;

const lazyGroups: ReadonlyArray<() => Promise<Group>> = [
  () => import('../contract/endpoints/auth').then((m) => m.auth),
  () => import('../contract/endpoints/wallet').then((m) => m.wallet),
  () => import('../contract/endpoints/profile').then((m) => m.profile),
  () => import('../contract/endpoints/activity').then((m) => m.activity),
  () => import('../contract/endpoints/fairGame').then((m) => m.fairGame),
  () => import('../contract/endpoints/responsibleGaming').then((m) => m.responsibleGaming),
];

const eager: Group = lobby;

export async function endpointDef(name: EndpointName): Promise<Endpoint> {
  if (Object.hasOwn(eager, name)) return eager[name]!;
  for (const load of lazyGroups) {
    const group = await load();
    if (Object.hasOwn(group, name)) return group[name]!;
  }
  throw new Error(`Endpoint ${name} is in the contract map but in no group of endpointDefs.ts`);
}
