import type { ChristmasLoaded } from '../../../machines/activity/christmas.machine';
import type { NewYearLoaded } from '../../../machines/activity/newYear.machine';
import { christmasBoxCoin } from '../../../src/api/contract/promotions';

/**
 * Answers of christmasUser and newYearUser for the machine tests and coverage specs: a season on day `day` (running),
 * before it (upcoming) or after it (ended), its next change at `change` (ms).
 */

const DAY = 86_400_000;
const coin = (count: number) => [{ id: 2001, count }];

export function christmasAt(
  phase: 'upcoming' | 'running' | 'ended',
  change: number,
  { day = 10, signed = false, opened = [] as number[], extra = 0 } = {},
): ChristmasLoaded {
  const running = phase === 'running';
  return {
    christmasUser: {
      phase,
      start: change - DAY * 10,
      end: change + DAY * 15,
      expireTime: phase === 'ended' ? -1 : change,
      day: running ? day : 0,
      signedToday: running && signed,
      signDays: signed ? 1 : 0,
      boxes: Array.from({ length: 25 }, (_, i) => ({
        day: i + 1,
        award: christmasBoxCoin(i + 1),
        itemStatus: opened.includes(i + 1) ? 2 : running && signed && i + 1 === day ? 1 : 0,
      })),
      milestones: [
        { id: 7, award: coin(1_000), itemStatus: opened.length >= 7 ? 1 : 0 },
        { id: 14, award: coin(2_000), itemStatus: 0 },
      ],
      extra: { id: 3, award: coin(2_000), itemStatus: extra },
    },
  };
}

export function newYearAt(
  phase: 'upcoming' | 'running' | 'ended',
  change: number,
  { items = [0, 0, 0, 0], tasks = [1, 0, 0, 0], extra = 0, recent = [] as NewYearLoaded['newYearList'] } = {},
): NewYearLoaded {
  return {
    newYearList: recent,
    newYearUser: {
      phase,
      start: change - DAY,
      end: change + DAY * 10,
      expireTime: phase === 'ended' ? -1 : change,
      day: phase === 'running' ? 3 : 0,
      items: [40001, 40002, 40003, 40004].map((propId, i) => ({ propId, count: items[i] ?? 0 })),
      tasks: tasks.map((itemStatus, i) => ({
        id: i + 1,
        type: [1, 14, 8, 5][i] ?? 1,
        progress: itemStatus > 0 ? 1 : 0,
        target: 1,
        itemStatus,
        award: [{ id: 40001 + i, count: 1 }],
      })),
      extra: { id: 100, award: [40001, 40002, 40003, 40004].map((id) => ({ id, count: 1 })), itemStatus: extra },
    },
  };
}
