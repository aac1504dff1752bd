import { describe, expect, it } from 'vitest';
import { desktopColumns } from '../../src/platform/display/layout';

describe('desktop game grid columns (6–8 on desktop)', () => {
  it('is 6 where the desktop layout starts and up to 1,399 px, 7 at 1,440, 8 from 1,600', () => {
    expect(desktopColumns(1024)).toBe(6);
    expect(desktopColumns(1280)).toBe(6);
    expect(desktopColumns(1366)).toBe(6);
    expect(desktopColumns(1440)).toBe(7);
    expect(desktopColumns(1600)).toBe(8);
    expect(desktopColumns(1920)).toBe(8);
    expect(desktopColumns(3840)).toBe(8);
  });
});
