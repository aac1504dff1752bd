import type { WebConfig } from '../../src/api/contract/entities';

/**
 * The VIP page's way to the next level (spec §4: the next target is the first level whose betAmount exceeds the
 * player's total bet; none at the top). The bar runs from the threshold of the level the bet has reached to the
 * next one's, so it starts empty at each level-up rather than showing the bets of the levels already passed.
 */

export type VipLevels = WebConfig['appUserLevelConfigList'];

export interface VipProgress {
  /** The next level and the total bet it needs (hundredths). */
  next: { level: number; betAmount: number };
  /** The bet counted on this step: from the reached threshold, at most `span`. */
  done: number;
  /** The bets between the reached threshold and the next one. */
  span: number;
  /** The bets still to place. */
  left: number;
}

/** The way to the next level, or null at the top (or with no levels configured). */
export function vipProgressOf(levels: VipLevels, bet: number): VipProgress | null {
  const sorted = [...levels].sort((a, b) => a.betAmount - b.betAmount);
  const next = sorted.find((level) => level.betAmount > bet);
  if (!next) return null;
  const reached = sorted.filter((level) => level.betAmount <= bet).at(-1)?.betAmount ?? 0;
  const span = Math.max(1, next.betAmount - reached);
  return {
    next: { level: next.level, betAmount: next.betAmount },
    done: Math.min(span, Math.max(0, bet - reached)),
    span,
    left: next.betAmount - bet,
  };
}

/** A level's tier, which colours its badge: every two levels a metal, diamond from VIP 7. */
export type VipTier = 'base' | 'bronze' | 'silver' | 'gold' | 'diamond';

export function vipTierOf(level: number): VipTier {
  if (level <= 0) return 'base';
  if (level <= 2) return 'bronze';
  if (level <= 4) return 'silver';
  if (level <= 6) return 'gold';
  return 'diamond';
}
