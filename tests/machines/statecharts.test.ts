import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { setup } from 'xstate';
import { renderDiagram, renderStatecharts, staleStatecharts } from '../../scripts/docs-statecharts';
import { machines } from './tooling/registry';

describe('docs/statecharts', () => {
  test('is current with the machine definitions', () => {
    const stale = staleStatecharts();
    expect(stale, `docs/statecharts is stale (${stale.join(', ')}): run npm run docs`).toEqual([]);
  });

  test('the check notices a changed, a missing and a left-over page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'statecharts-'));
    try {
      const files = renderStatecharts();
      for (const [file, text] of files) writeFileSync(join(dir, file), text);
      expect(staleStatecharts(dir, files)).toEqual([]);
      writeFileSync(join(dir, 'session.md'), 'edited by hand');
      rmSync(join(dir, 'README.md'));
      writeFileSync(join(dir, 'retired.md'), 'a machine that is gone');
      expect(staleStatecharts(dir, files).sort()).toEqual(['README.md', 'retired.md', 'session.md']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('has one page per registered machine plus the index, rendered deterministically', () => {
    const files = renderStatecharts();
    expect([...files.keys()].sort()).toEqual(
      [...Object.keys(machines).map((name) => `${name}.md`), 'README.md'].sort(),
    );
    expect(renderStatecharts()).toEqual(files);
  });

  test('the start-up page draws the start-up as the machine defines it', () => {
    const page = renderStatecharts().get('startup.md') ?? '';
    expect(page).toContain('```mermaid\nstateDiagram-v2\n');
    expect(page).toContain(
      'readingCatalogue --> askingConfig : CATALOGUE.READ / assignStoredCatalogue, reportCatalogue',
    );
    expect(page).toContain('boot --> readingCatalogue : always');
    expect(page).toContain(
      'askingConfig --> checkingCatalogue : done loadAnonymousConfig [gameListVersionChanged] / reportConfig',
    );
    expect(page).toContain(
      'checkingCatalogue --> guest : done checkCatalogue / assignCheckedCatalogue, reportCatalogue',
    );
    expect(page).toContain('askingConfig --> failed : error loadAnonymousConfig / assignFailure');
    expect(page).toContain('note right of askingConfig : invoke loadAnonymousConfig');
    expect(page).toContain('boot --> resuming : always [hasStoredToken]');
    // A returning player: the login info beside the catalogue's read, then on once both regions are done.
    expect(page).toContain('asking --> refused : error loadLoginInfo [tokenRefused] / forgetToken, reportTokenRefused');
    expect(page).toContain('resuming --> askingConfig : done [tokenForgotten]');
    expect(page).toContain('resuming --> reasking : done [needsLoginInfoAgain] / forgetLoginInfo');
    expect(page).toContain('reasking --> askingConfig : error loadLoginInfo [tokenRefused]');
  });

  test('the session page shows the start-up child and every child it holds, lazy ones included', () => {
    const page = renderStatecharts().get('session.md') ?? '';
    expect(page).toContain('note right of starting : invoke startup');
    expect(page).toContain('starting --> failed : done startup [startFailed] / assignError');
    expect(page).toContain(
      'starting --> loggedIn : done startup [startedAsPlayer] / clearFailure, assignPlayer, tellPlayer',
    );
    expect(page).toContain('failed --> starting : after retryDelay [canRetryAutomatically]');
    expect(page).toContain('failed --> starting : RETRY');
    expect(page).toContain(
      'note right of session\n    invoke persistence\n    invoke watchUnauthorized\n    invoke sendCode\n    invoke deposit\n    invoke prompts\n    invoke appUpdate\n    invoke overlays\n    invoke tracker\n    invoke locale\n    invoke game\n    DEPOSIT.FINISHED / routeDepositFinished',
    );
    for (const lazy of ['balance', 'activities', 'firstCharge', 'invite', 'signPay', 'liveStream']) {
      expect(page).toContain(`invoke ${lazy}`);
    }
    expect(page).toContain('| delays | `retryDelay`, `heartbeat`, `loginRedirect` |');
  });
});

describe('renderDiagram', () => {
  test('nests composite and parallel states and keeps every edge inside one composite', () => {
    const machine = setup({
      types: { events: {} as { type: 'GO' } | { type: 'RESET' } | { type: 'TICK' } },
      guards: { ready: () => true },
      actions: { log: () => {} },
    }).createMachine({
      id: 'demo',
      initial: 'outer',
      on: { RESET: '.outer' },
      states: {
        outer: {
          initial: 'inner',
          states: {
            inner: { on: { GO: { guard: 'ready', target: '#demo.both' } }, after: { 500: 'idle' } },
            idle: { on: { TICK: { actions: 'log' } } },
          },
        },
        both: {
          type: 'parallel',
          states: {
            left: { initial: 'idle', states: { idle: {} } },
            right: { initial: 'end', states: { end: { type: 'final' } } },
          },
        },
      },
    });
    const diagram = renderDiagram(machine);
    expect(diagram.split('\n')).toEqual([
      'stateDiagram-v2',
      '  state demo {',
      '    [*] --> outer',
      '    state outer {',
      '      [*] --> inner',
      '      inner',
      '      state "idle" as outer_idle',
      '      inner --> outer_idle : after 500 ms',
      '      outer_idle --> outer_idle : TICK / log',
      '    }',
      '    state both {',
      '      state left {',
      '        [*] --> both_left_idle',
      '        state "idle" as both_left_idle',
      '      }',
      '      --',
      '      state right {',
      '        [*] --> end_',
      '        state "end" as end_',
      '        end_ --> [*]',
      '      }',
      '    }',
      '    outer --> both : GO [ready] (from inner)',
      '  }',
      '  note right of demo : RESET → outer',
    ]);
  });
});
