import type { SnapshotFrom } from 'xstate';
import type { PromoSetting } from '../../src/api/contract/promoSettings';
import { spinExpectedPrize, spinTotalWeight } from '../../src/api/contract/promotions';
import { checkDraft, type PromotionsMachine } from './promotions.machine';

type Snapshot = SnapshotFrom<PromotionsMachine>;

/** The promotions in force and today's Manila date (null until read). */
export const promotionsInForce = (s: Snapshot) => s.context.answer;
/** What the forms show: the settings in force with what was typed since. */
export const promotionDrafts = (s: Snapshot) => s.context.drafts;
/** Why each refused field is refused, by path (`ladder.to`, `ladder.tiers.2.coin`). */
export const promotionErrors = (s: Snapshot) => s.context.errors;
export const promotionsNotice = (s: Snapshot) => s.context.notice;
export const promotionsLoadError = (s: Snapshot) => s.context.loadError;
export const promotionsFailed = (s: Snapshot): boolean => s.hasTag('failed');
/** The forms take a change now (read, nothing under way). */
export const promotionsIdle = (s: Snapshot): boolean => s.hasTag('ready') && !s.hasTag('busy');
/** The promotion being saved, if any. */
export const savingPromotion = (s: Snapshot) => (s.hasTag('busy') ? s.context.saving : null);

/**
 * The wheel as typed, if its form passes the rules: what a spin pays on average (hundredths) and each segment's
 * chance (0 to 1), so staff see the wheel's cost per spin before saving it.
 */
export function spinWheelAsTyped(s: Snapshot): { expected: number; chances: number[] } | null {
  const checked = checkDraft('inviteSpin', s.context.drafts.inviteSpin);
  if (!checked.ok) return null;
  const { segments } = checked.value as PromoSetting<'inviteSpin'>;
  const total = spinTotalWeight(segments);
  return { expected: spinExpectedPrize(segments), chances: segments.map((segment) => segment.weight / total) };
}
