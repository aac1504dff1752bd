import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import type { MessageId } from '../../src/platform/intl/messages';
import type { ActivityConfig } from './activity.machine';

/**
 * What the deposit streak and the ladder recharge share (docs/promotions.md "Deposit rewards"): the tier state of
 * a recharge collection (rechargeBonusCollection6/8) and its claim, receiverRechargeBonusCollection6 {id}, allowed
 * for a reached, unclaimed tier (itemStatus 1).
 */

export type CollectionClaimed = DataOf<'receiverRechargeBonusCollection6'>;
export type CollectionState = CollectionClaimed['rechargeBonusCollection'];

/** The claim part of a collection's activity config. */
export function tierClaim(
  message: MessageId,
): NonNullable<ActivityConfig<object, unknown, CollectionState, CollectionClaimed>['claim']> {
  return {
    call: (id, signal) => callApi('receiverRechargeBonusCollection6', { id }, { signal }),
    allowed: (context, id) => context.data?.tiers.some((tier) => tier.id === id && tier.itemStatus === 1) ?? false,
    apply: (_, claimed) => claimed.rechargeBonusCollection,
    message,
  };
}
