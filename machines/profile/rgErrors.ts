import { LIMIT_MAX, LIMIT_MIN, RG_ERRCODE } from '../../src/api/contract/responsibleGaming';
import { errcodeOf } from '../shared/form';
import { type Notice, notice } from '../shared/notice';
import type { Problem } from '../shared/validation';
import { profileFailure } from './profileErrors';

/**
 * The responsible-gaming pages' refusals (src/api/contract/responsibleGaming.ts RG_ERRCODE) → their message,
 * tied to the field they are about where there is one; any other failure reads as on every profile page.
 */

/** The bounds a limit message names, in whole pesos. */
export const LIMIT_BOUNDS = { min: LIMIT_MIN / 100, max: LIMIT_MAX / 100 } as const;

/** A limit that is not whole pesos in range (the client's rule and errcode 5102 read the same), about `field`. */
export const limitRangeProblem = (field: string): Problem => ({
  id: 'profile.limits.invalid',
  values: { ...LIMIT_BOUNDS },
  field,
});

/** rgSetDepositLimit failed: 5102 is about the period's field. */
export function limitFailure(field: string) {
  return (error: unknown): Notice => {
    if (errcodeOf(error) !== RG_ERRCODE.settingInvalid) return profileFailure(error);
    const problem = limitRangeProblem(field);
    return { ...notice(problem.id, 'error', problem.values), field };
  };
}

/** rgSetRealityCheck failed: 5102 means the interval is not one the server offers. */
export function realityFailure(error: unknown): Notice {
  return errcodeOf(error) === RG_ERRCODE.settingInvalid
    ? notice('profile.reality.invalid', 'error')
    : profileFailure(error);
}

/** rgTakeBreak failed: 5105 (wrong password) is about the password field. */
export function breakFailure(error: unknown): Notice {
  if (errcodeOf(error) !== RG_ERRCODE.wrongPassword) return profileFailure(error);
  return { ...notice('profile.break.wrongPassword', 'error'), field: 'password' };
}
