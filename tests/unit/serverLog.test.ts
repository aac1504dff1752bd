import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, logEntry } from '../../server/log';
import { withRequestId } from '../../server/runtime/requestContext';

const AT = Date.UTC(2026, 11, 2, 3, 4, 5);

describe('server log lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is one JSON object: time from the clock, level, message, then the fields', () => {
    expect(JSON.parse(logEntry('info', 'request', AT, { method: 'POST', status: 200, ms: 3 }))).toEqual({
      time: '2026-12-02T03:04:05.000Z',
      level: 'info',
      msg: 'request',
      method: 'POST',
      status: 200,
      ms: 3,
    });
  });

  it("carries the current request's id, which a field cannot replace", () => {
    const line = withRequestId('req-12345678', () =>
      logEntry('info', 'x', AT, { requestId: 'forged', level: 'error' }),
    );
    expect(JSON.parse(line)).toMatchObject({ requestId: 'req-12345678', level: 'info' });
    expect(JSON.parse(logEntry('info', 'x', AT))).not.toHaveProperty('requestId');
  });

  it('a newline, carriage return, ANSI escape, C1 control or line separator sent by a client stays inside the line', () => {
    const forged = 'ref-1\n{"level":"info","msg":"approved"}\r\u001b[31m\u0085\u2028\u2029\u007f';
    const line = logEntry('info', forged, AT);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point.
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(JSON.parse(line).msg).toBe(forged);
  });

  it('leaves ordinary text, accents and emoji as they are', () => {
    expect(logEntry('info', 'Peña ₱100 🎰 ok', AT)).toContain('Peña ₱100 🎰 ok');
  });

  it('writes errors as one line with the error text, and the bound values of a failed query left out', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = createLogger(true, () => AT);
    log.info('[payout] P1\n[payout] P2: paid');
    const failure = new Error('Failed query: select\nparams: secret-hash,123456');
    log.error('[kyc] refused x\ny', failure);
    expect(out).toHaveBeenCalledTimes(1);
    expect(String(out.mock.calls[0]?.[0])).not.toContain('\n');
    const written = String(err.mock.calls[0]?.[0]);
    expect(written).not.toContain('\n');
    const entry = JSON.parse(written) as { level: string; msg: string; err: string };
    expect(entry).toMatchObject({ level: 'error', msg: '[kyc] refused x\ny' });
    expect(entry.err).toContain('Failed query: select');
    expect(entry.err).not.toContain('secret-hash');
  });

  it('a silent logger writes nothing', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    createLogger(false).info('hello');
    expect(out).not.toHaveBeenCalled();
  });
});
