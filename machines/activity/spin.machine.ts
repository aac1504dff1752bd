import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * Invite-and-spin (InviteUserSpin 20; /activity/spin, /lobby/spin; docs/promotions.md) on the activity skeleton:
 * the load is the player's wheel (invitations, valid ones, spins left, prizes won, wheel cash, the segments);
 * CLAIM {id: 0} spins while a spin is left, CLAIM {id: 1} exchanges the wheel cash for coin while there is some.
 * The server draws and records the spin before it answers; its prize joins the wheel cash. The answer's segment
 * is `lastSpin`, which the page turns the wheel to (or shows at once under reduced motion).
 */

export type SpinLoaded = DataOf<'actInviteUserStatus'>;
export type SpinSpun = DataOf<'actInviteUserSpin'>;
export type SpinExchanged = DataOf<'actInviteUserExchange'>;
/** What a claim answered: a spin, or an exchange of the wheel cash. */
export type SpinClaimed = SpinSpun | SpinExchanged;
export type SpinRecordRow = SpinSpun['spin'];
export type SpinState = SpinLoaded['actInviteUser'] & {
  /** The spin of this visit the wheel shows, once made. */
  lastSpin: SpinRecordRow | null;
};
export type SpinEvent = ActivityEvent<SpinLoaded, SpinClaimed>;

/** The share source of the spin page's invite link (spec §5; the share panel's). */
export const SPIN_SOURCE = 'spin';

/** The claimable items: a spin, and the exchange of the wheel cash for coin. */
export const SPIN_ITEM = 0;
export const EXCHANGE_ITEM = 1;

/** Full turns the wheel makes before it stops on the drawn segment. */
const TURNS = 5;

/**
 * The wheel's rotation in degrees: the drawn segment's middle under the pointer at the top, after TURNS more full
 * turns for every spin of the visit (so each spin turns forward from the last). 0 before the first spin.
 */
export function wheelTurn(segments: number, spin: SpinState['lastSpin']): number {
  if (!spin) return 0;
  const size = 360 / segments;
  return spin.spinNo * TURNS * 360 + 360 - (spin.segment + 0.5) * size;
}

export const spinMachine = createActivityMachine<object, SpinLoaded, SpinState, SpinClaimed>({
  id: 'spin',
  countdown: false,
  load: (signal) => callApi('actInviteUserStatus', {}, { signal }),
  read: (loaded) => ({ data: { ...loaded.actInviteUser, lastSpin: null } }),
  claim: {
    call: (id, signal): Promise<SpinClaimed> =>
      id === EXCHANGE_ITEM
        ? callApi('actInviteUserExchange', {}, { signal })
        : callApi('actInviteUserSpin', {}, { signal }),
    allowed: (context, id) =>
      (id === SPIN_ITEM && (context.data?.spinCount ?? 0) > 0) ||
      (id === EXCHANGE_ITEM && (context.data?.cash ?? 0) > 0),
    // An exchange keeps the wheel where the last spin left it.
    apply: (data, claimed) =>
      'spin' in claimed
        ? { ...claimed.actInviteUser, lastSpin: claimed.spin }
        : { ...claimed.actInviteUser, lastSpin: data.lastSpin },
    message: (claimed) => ('spin' in claimed ? 'promotions.spin.gathered' : 'promotions.spin.exchanged'),
  },
});

export type SpinMachine = typeof spinMachine;
