import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, escapeLogText } from '../../server/log';

describe('server log lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a newline or carriage return sent by a client as a visible escape, so it cannot start a new entry', () => {
    const forged = 'ref-1\n[kyc] ref-2: approved\r';
    expect(escapeLogText(forged)).toBe('ref-1\\n[kyc] ref-2: approved\\r');
  });

  it('escapes other control characters (ANSI escapes, NUL, line separators) and the backslash itself', () => {
    expect(escapeLogText('a\u001b[31mb\u0000c\u2028d\\n')).toBe('a\\u001b[31mb\\u0000c\\u2028d\\\\n');
  });

  it('leaves ordinary text, accents and emoji as they are', () => {
    expect(escapeLogText('Peña ₱100 🎰 ok')).toBe('Peña ₱100 🎰 ok');
  });

  it('every line the logger writes is one line, for info and for errors', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = createLogger(true);
    log.info('[payout] P1\n[payout] P2: paid');
    log.error('[kyc] refused x\ny', new Error('bad\rvalue'));
    expect(out).toHaveBeenCalledWith('[payout] P1\\n[payout] P2: paid');
    const written = String(err.mock.calls[0]?.[0]);
    const [first, ...rest] = written.split('\n');
    expect(first).toBe('[kyc] refused x\\ny');
    // The error's own lines follow indented: none of them can pass for an entry of its own.
    expect(rest.length).toBeGreaterThan(0);
    for (const line of rest) expect(line.startsWith('  ')).toBe(true);
    expect(written).toContain('bad\\rvalue');
  });
});
