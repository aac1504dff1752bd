import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { MACHINE, withoutDescriptions } from '../../../scripts/build/stateDescriptions';

describe('statecharts without their descriptions (scripts/build/stateDescriptions.ts)', () => {
  it('applies to machines/ only', () => {
    expect(MACHINE.test('/repo/machines/lobby/lobbyTabs.machine.ts')).toBe(true);
    expect(MACHINE.test('/repo/src/screens/lobby/HomeTab.tsx')).toBe(false);
  });

  it('drops written descriptions, joined ones too, and keeps one passed in', () => {
    const code = [
      'export const m = { id: "m", states: {',
      '  idle: { description: "Waits.", on: { GO: "busy" } },',
      '  busy: { description: "Works " + "hard.", after: { 10: "idle" } },',
      '  loaded: { description: text },',
      '} };',
    ].join('\n');
    const out = withoutDescriptions(code, (text) => parseAst(text));
    expect(out).not.toMatch(/Waits|Works/);
    expect(out).toContain('description: text');
    expect(out).toContain('on: { GO: "busy" }');
    expect(() => parseAst(out)).not.toThrow();
  });
});
