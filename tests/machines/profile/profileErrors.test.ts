import { describe, expect, it } from 'vitest';
import { breakFailure, limitFailure, profileFailure, realityFailure } from '../../../machines/profile/profileErrors';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { PROFILE_ERRCODE } from '../../../src/api/contract/profileErrcodes';
import { RG_ERRCODE } from '../../../src/api/contract/responsibleGaming';

const refused = (errcode: number) => new ErrcodeError('/app/v1/call', errcode, 200);

describe('what a profile call that failed says', () => {
  it('a profile refusal says its own message; another refusal or the network says what every page says', () => {
    expect(profileFailure(refused(PROFILE_ERRCODE.mailNotFound))).toMatchObject({
      id: 'profile.err.mailNotFound',
      tone: 'error',
    });
    expect(profileFailure(refused(RG_ERRCODE.settingInvalid)).id).not.toMatch(/^profile\./);
    expect(profileFailure(new NetworkError('/app/v1/call', new Error('offline'))).id).not.toMatch(/^profile\./);
  });

  it('a responsible-gaming refusal names its field where it has one', () => {
    expect(limitFailure('day')(refused(RG_ERRCODE.settingInvalid))).toMatchObject({
      id: 'profile.limits.invalid',
      field: 'day',
    });
    expect(realityFailure(refused(RG_ERRCODE.settingInvalid))).toMatchObject({ id: 'profile.reality.invalid' });
    expect(breakFailure(refused(RG_ERRCODE.wrongPassword))).toMatchObject({
      id: 'profile.break.wrongPassword',
      field: 'password',
    });
    // Another refusal is about no field.
    expect(breakFailure(refused(RG_ERRCODE.settingInvalid)).field).toBeUndefined();
  });
});
