import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_ERRORS, REGISTER_ERRORS, SEND_CODE_ERRORS } from '../../machines/auth/authErrors';
import { errorMessage } from '../../src/api/client/errorMessage';
import { ErrcodeError, HttpStatusError, NetworkError, SchemaError, TimeoutError } from '../../src/api/client/errors';
import { RG_ERRCODE } from '../../src/api/contract/responsibleGaming';

const errcode = (code: number, status = 200) => new ErrcodeError('/x', code, status);

describe('errorMessage', () => {
  it('gives transport failures the same message in every context', () => {
    for (const context of ['default', 'deposit', LOGIN_ERRORS] as const) {
      expect(errorMessage(new NetworkError('/x', new Error('refused')), context)).toEqual({ id: 'error.network' });
      expect(errorMessage(new TimeoutError('/x', 60_000), context)).toEqual({ id: 'error.timeout' });
      expect(errorMessage(new HttpStatusError('/x', 502), context)).toEqual({
        id: 'error.http',
        values: { status: 502 },
      });
      expect(errorMessage(new SchemaError('/x', 'not JSON'), context)).toEqual({ id: 'error.schema' });
    }
  });

  it('shows the reference of a failure on the server’s side, the same in every flow', () => {
    const crashed = errcode(9001, 500);
    crashed.reference = 'req-9f8e7d6c';
    const proxy = new HttpStatusError('/x', 502);
    proxy.reference = 'lb-0a1b2c3d';
    for (const context of ['default', 'refresh', LOGIN_ERRORS] as const) {
      expect(errorMessage(crashed, context)).toEqual({
        id: 'error.server',
        values: { code: 9001, reference: 'req-9f8e7d6c' },
      });
      expect(errorMessage(proxy, context)).toEqual({
        id: 'error.server',
        values: { code: 502, reference: 'lb-0a1b2c3d' },
      });
    }
    // Without a reference, or refused for the player's own reason, the message is the flow's as before.
    expect(errorMessage(errcode(9001, 500)).id).toBe('common.errorError');
    const refused = errcode(1047);
    refused.reference = 'req-11112222';
    expect(errorMessage(refused, LOGIN_ERRORS).id).toBe('login.loginFailed1047');
  });

  it('maps the login errcodes of spec §8 to their own message, others to the generic one with the code', () => {
    for (const code of [101, 102, 1018, 1019, 1020, 1043, 1047, 1049]) {
      expect(errorMessage(errcode(code), LOGIN_ERRORS).id).toBe(`login.loginFailed${code}`);
    }
    expect(errorMessage(errcode(77), LOGIN_ERRORS)).toEqual({ id: 'login.loginFailed', values: { code: 77 } });
    expect(errorMessage(errcode(1045), REGISTER_ERRORS).id).toBe('login.loginFailed1045');
    expect(errorMessage(errcode(77), REGISTER_ERRORS)).toEqual({ id: 'login.loginFailed', values: { code: 77 } });
  });

  it('maps the registration errcodes (21+ and the declaration) to the register form’s messages', () => {
    expect(errorMessage(errcode(1053), REGISTER_ERRORS).id).toBe('auth.birthDate.underAge');
    expect(errorMessage(errcode(1054), REGISTER_ERRORS).id).toBe('auth.birthDate.invalid');
    expect(errorMessage(errcode(1055), REGISTER_ERRORS).id).toBe('auth.notExcluded.required');
  });

  it("reads a flow's own errcodes (the activities' 1001–1010) first, then the server's reasons, then its wording", () => {
    const own = {
      byErrcode: { 1001: 'activity.act39.err1001', 1010: 'activity.act39.err1010' },
      otherwise: 'common.errorError',
    } as const;
    expect(errorMessage(errcode(1001), own)).toEqual({ id: 'activity.act39.err1001', values: { code: 1001 } });
    expect(errorMessage(errcode(1010), own).id).toBe('activity.act39.err1010');
    expect(errorMessage(errcode(1011), own)).toEqual({ id: 'common.errorError', values: { code: 1011 } });
    expect(errorMessage(errcode(1047), own).id).toBe('login.loginFailed1047');
    expect(errorMessage(errcode(1001)).id).toBe('common.errorError');
  });

  it('uses the flow wording for send-code, refresh and deposit failures', () => {
    expect(errorMessage(errcode(5), SEND_CODE_ERRORS).id).toBe('login.loginSendFail');
    expect(errorMessage(errcode(5), 'refresh')).toEqual({ id: 'common.refreshFail', values: { code: 5 } });
    expect(errorMessage(errcode(5), 'deposit')).toEqual({ id: 'common.refreshFail', values: { code: 5 } });
  });

  it('says unauthorized for 401 and not-yet-available for 9005 in any context', () => {
    expect(errorMessage(errcode(401, 401), LOGIN_ERRORS)).toEqual({ id: 'error.unauthorized' });
    expect(errorMessage(errcode(9005), 'deposit')).toEqual({ id: 'error.notYetAvailable' });
  });

  it('gives anything that is not an ApiError the unknown message', () => {
    expect(errorMessage(new Error('boom'))).toEqual({ id: 'error.unknown' });
    expect(errorMessage('text')).toEqual({ id: 'error.unknown' });
  });

  describe('responsible-gaming errcodes', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const NOW = Date.UTC(2025, 5, 1, 4, 0, 0);
    const refusal = (code: number, retryIn?: number) =>
      new ErrcodeError('/app/v1/x', code, 200, 'server text, never shown', retryIn);

    it('reads a deposit over the player’s own limit as itself in the deposit dialog and everywhere else', () => {
      expect(errorMessage(refusal(RG_ERRCODE.depositOverLimit), 'deposit')).toEqual({
        id: 'error.rg5101',
        values: { code: 5101 },
      });
      expect(errorMessage(refusal(RG_ERRCODE.depositOverLimit)).id).toBe('error.rg5101');
    });

    it('reads a setting out of range and a wrong confirming password as themselves', () => {
      expect(errorMessage(refusal(RG_ERRCODE.settingInvalid)).id).toBe('error.rg5102');
      expect(errorMessage(refusal(RG_ERRCODE.wrongPassword)).id).toBe('error.rg5105');
    });

    it('says until when a time-out or a self-exclusion refuses the log-in: now + retryIn seconds, in ms', () => {
      vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
      expect(errorMessage(refusal(RG_ERRCODE.inTimeOut, 3_600), LOGIN_ERRORS)).toEqual({
        id: 'error.rg5103',
        values: { code: 5103, until: NOW + 3_600_000 },
      });
      expect(errorMessage(refusal(RG_ERRCODE.selfExcluded, 86_400), LOGIN_ERRORS)).toEqual({
        id: 'error.rg5104',
        values: { code: 5104, until: NOW + 86_400_000 },
      });
    });

    it('says the same on any other call, in any context (a break ends every session)', () => {
      vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
      for (const context of ['default', REGISTER_ERRORS, 'refresh', 'deposit', SEND_CODE_ERRORS] as const) {
        expect(errorMessage(refusal(RG_ERRCODE.inTimeOut, 60), context)).toEqual({
          id: 'error.rg5103',
          values: { code: 5103, until: NOW + 60_000 },
        });
      }
    });

    it('without retryIn says the break has not ended, with no date', () => {
      expect(errorMessage(refusal(RG_ERRCODE.inTimeOut), LOGIN_ERRORS)).toEqual({
        id: 'error.rg5103.noEnd',
        values: { code: 5103 },
      });
      expect(errorMessage(refusal(RG_ERRCODE.selfExcluded), LOGIN_ERRORS).id).toBe('error.rg5104.noEnd');
    });

    it('maps every RG_ERRCODE (the map names the numbers, not the contract, to stay small)', () => {
      for (const code of Object.values(RG_ERRCODE)) {
        expect(errorMessage(refusal(code, 1)).id).toMatch(new RegExp(`^error\\.rg${code}`));
      }
    });
  });
});
