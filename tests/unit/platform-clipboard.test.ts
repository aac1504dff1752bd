// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../src/platform/exchange/clipboard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('writes through navigator.clipboard in a secure context', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    expect(await copyText('U-1001')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('U-1001');
  });

  it('falls back to execCommand when the clipboard API refuses, and leaves no textarea behind', async () => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    expect(await copyText('order-7')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when no route works', async () => {
    vi.stubGlobal('isSecureContext', false);
    document.execCommand = () => false;
    expect(await copyText('x')).toBe(false);
  });
});
