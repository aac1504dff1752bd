import { FEATURED_KEYS } from '../../src/api/contract/contentMedia';
import type { activityData } from './activityIds';

type ActivityData = Awaited<ReturnType<typeof activityData>>;
interface FeaturedEntry {
  id: number;
  title: string;
  img: string;
  clickType: number;
  clickAction: string;
}

/** Activities the block never adds as live extras: the offer's own (the invite activity's map name among them). */
const OFFERED = new Set([...FEATURED_KEYS, 'InviteFriend1']);

/** Display titles of the activities (the image draws the title; unknown names show as they are). */
const TITLE: Readonly<Record<string, string>> = {
  SignUpBonus: 'Sign-up Bonus',
  FreeSign: 'Daily Sign-in',
  Supply: 'Supply',
  Festival: 'Payday Festival',
  Fund: 'Cash Bonus',
  LadderRecharge: 'Deposit Ladder',
  ContinuousRecharge: 'Deposit Streak',
  InviteUserSpin: 'Invite and Spin',
  FollowRewards: 'Follow Rewards',
  WeekendLottery: 'Weekend Lottery',
  Agent5: 'Agent Rewards',
  Agent: 'Agent Programme',
  AgentCount: 'Agent Count',
  Christmas: 'Christmas Advent Calendar',
  NewYear: 'New Year Celebration',
};

/** The safe-link page's address for an outside link (src/api/contract/pages.ts `safeLink`). */
const safeLinkPath = (url: string) => `/safe-link?to=${encodeURIComponent(url)}`;

/**
 * The featured-rewards block of a player (it shows every live activity): the operator's entries, then one
 * per live activity the offer does not hold (one the operator turned off stays off), in the activity list's order and with its filter (spec §4: Supply only when
 * bankrupt; Agent hidden when AgentCount is there). The block holds at most `limit` entries (the contract's list).
 */
export function featuredFor(
  seeded: readonly FeaturedEntry[],
  activity: Pick<ActivityData, 'activityMap' | 'isBankrupt'>,
  artUrl: (title: string) => string,
  limit = 20,
): FeaturedEntry[] {
  const live = Object.values(activity.activityMap).sort((a, b) => a.sort - b.sort);
  const names = new Set(live.map((entry) => entry.name));
  const extra = live
    .filter((entry) => !OFFERED.has(entry.name))
    .filter((entry) => entry.name !== 'Supply' || activity.isBankrupt)
    .filter((entry) => entry.name !== 'Agent' || !names.has('AgentCount'))
    .map((entry) => {
      // OutLink opens its outside address through the safe-link page: a url target (click type 3), not a page by
      // name; its title names the site it goes to.
      if (entry.name === 'OutLink' && entry.url) {
        const title = `Visit ${new URL(entry.url).hostname}`;
        return { id: 1_000 + entry.id, title, img: artUrl(title), clickType: 3, clickAction: safeLinkPath(entry.url) };
      }
      const title = TITLE[entry.name] ?? entry.name;
      return { id: 1_000 + entry.id, title, img: artUrl(title), clickType: 1, clickAction: entry.name };
    });
  return [...seeded, ...extra].slice(0, limit);
}
