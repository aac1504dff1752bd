import { describe, expect, it } from 'vitest';
import { activityNotice, isClosingErrcode, secondsLeft } from '../../machines/activity/activity.machine';
import { ErrcodeError, NetworkError } from '../../src/api/client/errors';

const refused = (errcode: number) => new ErrcodeError('/app/v1/rechargeBonusCollection9', errcode, 200);

describe('activity rules (spec §8, §9)', () => {
  it('closes the activity on errcodes 1001-1010 only', () => {
    expect([1000, 1001, 1005, 1010, 1011].map((code) => isClosingErrcode(refused(code)))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(isClosingErrcode(new NetworkError('/app/v1/rechargeBonusCollection9', new Error('offline')))).toBe(false);
    expect(isClosingErrcode(new Error('not an API error'))).toBe(false);
  });

  it('says activity.act39.err{code} for an activity errcode, common.errorError with the code otherwise', () => {
    expect(activityNotice(refused(1004))).toMatchObject({ id: 'activity.act39.err1004', tone: 'error' });
    expect(activityNotice(refused(4242))).toMatchObject({ id: 'common.errorError', values: { code: 4242 } });
  });

  it('counts whole seconds up to expireTime, never below 0, and none when the activity does not end', () => {
    expect(secondsLeft(-1, 1_000)).toBeNull();
    expect(secondsLeft(10_000, 8_500)).toBe(2);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});
