import type { Notice } from '../../src/api/contract/entities';
import { session } from '../../src/platform/storage/storage';
import { CLICK } from './homeContent';

/**
 * Notice rules (spec §2 News, §4 notice modal, §5 hiding): the news list and the home pop-up show the same
 * notices, by sort; a notice whose action is FreeSign, Agent5, Agent or AgentCount hides while that activity is
 * absent from the player's activity map (guests have none).
 */
export function visibleNotices(notices: readonly Notice[], activityNames: ReadonlySet<string>): Notice[] {
  return notices
    .filter((notice) => {
      if (notice.clickType !== CLICK.activity) return true;
      const action = notice.clickAction;
      return /^(FreeSign|Agent5?|AgentCount)$/.test(action) ? activityNames.has(action) : true;
    })
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** The notices of the home pop-up: the visible ones flagged isH5Pop. */
export function popupNotices(notices: readonly Notice[], activityNames: ReadonlySet<string>): Notice[] {
  return visibleNotices(notices, activityNames).filter((notice) => notice.isH5Pop === 1);
}

/** Names of the activities in the player's activity map (session storage `activityData`; none for a guest). */
export function storedActivityNames(): ReadonlySet<string> {
  const map = session.get('activityData')?.activityMap;
  if (typeof map !== 'object' || map === null) return new Set();
  return new Set(
    Object.values(map as Record<string, unknown>).flatMap((entry) =>
      typeof entry === 'object' && entry !== null && typeof (entry as { name?: unknown }).name === 'string'
        ? [(entry as { name: string }).name]
        : [],
    ),
  );
}
