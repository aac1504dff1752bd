import { eq } from 'drizzle-orm';
import {
  checkShown,
  choicesOf,
  FEATURED_KEYS,
  FLOATING_KEYS,
  type FloatingKey,
  type ShownChoice,
} from '../../src/api/contract/contentMedia';
import type { Db, Tx } from '../db/connect';
import { settings } from '../db/schema';
import { featuredEntryOf } from '../seed/webConfig';
import { readSetting, readSettings, writeSetting } from '../settings';
import { writeAudit } from './audit';
import { CONTENT_ROLES, type ContentRoute, refuse } from './content';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/**
 * The home's floating activity icons and its featured-rewards block in /ops/content (docs/ops.md "Content"): which
 * of a fixed list each shows, in which order. Only entries the app can draw and open are offered; each change is
 * checked whole, written with the config revision bumped (the icons ride in the web config, the block in
 * tradeInfo's catalogue snapshot) and audited with before and after in one transaction, so players on every
 * instance get it without a restart. Marketing and admins only.
 */

/** The floating icons shown, in order: the operator's, or all four while none was set. */
export const floatingShown = (stored: readonly FloatingKey[] | undefined): FloatingKey[] => [
  ...(stored ?? FLOATING_KEYS),
];

export async function readChoices(db: Db): Promise<{ floating: ShownChoice[]; featured: ShownChoice[] }> {
  const s = await readSettings(db, ['webConfig', 'featuredRewards']);
  return {
    floating: choicesOf(floatingShown(s.webConfig?.floatingActivities), FLOATING_KEYS),
    featured: choicesOf(
      (s.featuredRewards ?? []).map((e) => e.clickAction),
      FEATURED_KEYS,
    ),
  };
}

/** Holds a setting's row while it is read and written, so two changes never write over each other. */
const lockSetting = (tx: Tx, key: 'webConfig' | 'featuredRewards') =>
  tx.select({ key: settings.key }).from(settings).where(eq(settings.key, key)).for('update');

const unchanged = (before: readonly string[], after: readonly string[]) =>
  JSON.stringify(before) === JSON.stringify(after);

export async function changeFloating(db: Db, actor: StaffMember, body: unknown, now: number) {
  const after = refuse(checkShown(body, FLOATING_KEYS)) as FloatingKey[];
  return db.transaction(async (tx) => {
    await lockSetting(tx, 'webConfig');
    const config = await readSetting(tx, 'webConfig');
    if (!config) throw new Error('database is not seeded: webConfig missing');
    const before = floatingShown(config.floatingActivities);
    if (unchanged(before, after)) throw new OpsError(400, 'These are the icons in force already.');
    await writeSetting(tx, 'webConfig', { ...config, floatingActivities: after });
    await writeAudit(tx, actor, { action: 'content.floating', target: 'floating', before, after }, now);
    return { floating: choicesOf(after, FLOATING_KEYS) };
  });
}

export async function changeFeatured(db: Db, actor: StaffMember, body: unknown, now: number) {
  const after = refuse(checkShown(body, FEATURED_KEYS));
  return db.transaction(async (tx) => {
    await lockSetting(tx, 'featuredRewards');
    const before = ((await readSetting(tx, 'featuredRewards')) ?? []).map((e) => e.clickAction);
    if (unchanged(before, after)) throw new OpsError(400, 'These are the rewards in force already.');
    await writeSetting(tx, 'featuredRewards', after.map(featuredEntryOf));
    await writeAudit(tx, actor, { action: 'content.featured', target: 'featured', before, after }, now);
    return { featured: choicesOf(after, FEATURED_KEYS) };
  });
}

export const CHOICE_ROUTES: readonly ContentRoute[] = [
  { method: 'GET', path: '/content/choices', roles: CONTENT_ROLES, run: async ({ deps }) => readChoices(deps.db) },
  {
    method: 'POST',
    path: '/content/floating',
    roles: CONTENT_ROLES,
    run: async ({ deps, staff, body, now }) => changeFloating(deps.db, staff, body, now),
  },
  {
    method: 'POST',
    path: '/content/featured',
    roles: CONTENT_ROLES,
    run: async ({ deps, staff, body, now }) => changeFeatured(deps.db, staff, body, now),
  },
];
