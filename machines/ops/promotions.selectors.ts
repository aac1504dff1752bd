import type { SnapshotFrom } from 'xstate';
import type { PromotionsMachine } from './promotions.machine';

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
