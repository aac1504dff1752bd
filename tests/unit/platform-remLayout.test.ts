import { describe, expect, it } from 'vitest';
import { DESKTOP_REM_PX, remFor, startRemLayout } from '../../src/platform/remLayout';

describe('rem layout (spec §9: base font = viewport width / 10)', () => {
  it('is width / 10 on phones, clamped to 320–540 px of width', () => {
    expect(remFor(375, false)).toBe(37.5);
    expect(remFor(414, false)).toBe(41.4);
    expect(remFor(280, false)).toBe(32);
    expect(remFor(1920, false)).toBe(54);
  });

  it('is fixed on the desktop layout', () => {
    expect(remFor(1920, true)).toBe(DESKTOP_REM_PX);
    expect(remFor(1024, true)).toBe(DESKTOP_REM_PX);
  });

  it('follows resizes and stops after cleanup', () => {
    const listeners = new Map<string, () => void>();
    const style = { fontSize: '' };
    const win = {
      innerWidth: 360,
      document: { documentElement: { style } },
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    } as unknown as Window;
    const stop = startRemLayout(false, win);
    expect(style.fontSize).toBe('36px');
    (win as { innerWidth: number }).innerWidth = 400;
    listeners.get('resize')?.();
    expect(style.fontSize).toBe('40px');
    (win as { innerWidth: number }).innerWidth = 500;
    listeners.get('orientationchange')?.();
    expect(style.fontSize).toBe('50px');
    stop();
    expect(listeners.size).toBe(0);
  });
});
