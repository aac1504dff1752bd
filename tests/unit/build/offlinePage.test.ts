import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { offlinePage, themeColours } from '../../../scripts/build/offlinePage';

describe('the offline page and the theme colours (scripts/build/offlinePage.ts)', () => {
  it("reads the theme's colours and fails on a missing one", () => {
    expect(themeColours(':root { --bg: #0a1030; --text: #eef1ff; --gold: #ffd34d; }')).toEqual({
      bg: '#0a1030',
      text: '#eef1ff',
      gold: '#ffd34d',
    });
    expect(() => themeColours(':root { --bg: #000; }')).toThrow('--text');
    expect(themeColours().bg).toMatch(/^#[0-9a-fA-F]{3,8}$/);
  });

  it('emits offline.html in the theme', () => {
    const emitted: Array<{ fileName: string; source: string }> = [];
    const plugin = offlinePage({ bg: '#010203', text: '#fff', gold: '#fc0' }) as Plugin & {
      generateBundle: (this: { emitFile: (file: { fileName: string; source: string }) => void }) => void;
    };
    plugin.generateBundle.call({ emitFile: (file) => emitted.push(file) });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toBe('offline.html');
    expect(emitted[0]?.source).toContain('#010203');
  });
});
