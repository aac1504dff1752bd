// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { type RgSessionSummary, type RgSettings, realityCheckMachine } from '../../machines/lobby/realityCheck.machine';
import { NetworkError } from '../../src/api/client/errors';
import { RealityCheck } from '../../src/screens/game/RealityCheckDialog';
import { enPH } from './messages';

afterEach(cleanup);

const MINUTE = 60_000;
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** A reality check every 15 minutes with the given session result (hundredths, or a failed read). */
async function setUp(net: number | 'fails') {
  const clock = new SimulatedClock();
  const check = createActor(
    realityCheckMachine.provide({
      actors: {
        rgSettings: fromPromise<RgSettings>(async () => ({ limits: [], realityCheckMinutes: 15 })),
        rgSessionSummary: fromPromise<RgSessionSummary>(async () => {
          if (net === 'fails') throw new NetworkError('/app/v1/rg/sessionSummary', new Error('offline'));
          return { since: 0, bets: 0, wins: 0, net };
        }),
      },
    }),
    { clock },
  ).start();
  const onStop = vi.fn();
  const game = document.createElement('button');
  game.textContent = 'In the game';
  document.body.append(game);
  render(
    <IntlProvider locale="en-PH" messages={enPH} timeZone="Asia/Manila">
      <RealityCheck check={check} onStop={onStop} />
    </IntlProvider>,
  );
  await flush();
  game.focus();
  const pause = async (minutes = 15) => {
    act(() => clock.increment(minutes * MINUTE));
    await flush();
  };
  return { check, clock, onStop, game, pause };
}

describe('the reality check dialog', () => {
  it('appears after the interval, named, with focus on its heading, the time played and the signed result', async () => {
    const { pause } = await setUp(-50_00);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pause();
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reality check' }));
    expect(dialog.textContent).toContain('You have been playing this game for 15 minutes.');
    expect(dialog.textContent).toContain('Your result since you logged in: −₱50.00.');
    expect(screen.getByRole('button', { name: 'Continue playing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop playing' })).toBeTruthy();
  });

  it('shows hours and minutes (the wait in the dialog counts), a gain with a plus sign', async () => {
    const { pause } = await setUp(1_250_00);
    await pause();
    // The player leaves the dialog up for an hour: the time since the start keeps counting, minute by minute.
    for (let minute = 0; minute < 60; minute += 1) await pause(1);
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been playing this game for 1 hour and 15 minutes.');
    expect(dialog.textContent).toContain('Your result since you logged in: +₱1,250.00.');
  });

  it('does not close on Escape and keeps Tab inside', async () => {
    const { pause } = await setUp(0);
    await pause();
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await flush();
    expect(screen.getByRole('dialog')).toBeTruthy();
    const stop = screen.getByRole('button', { name: 'Stop playing' });
    const keepOn = screen.getByRole('button', { name: 'Continue playing' });
    keepOn.focus();
    fireEvent.keyDown(keepOn, { key: 'Tab' });
    expect(document.activeElement).toBe(stop);
    fireEvent.keyDown(stop, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(keepOn);
    expect(dialog.textContent).toContain('Your result since you logged in: ₱0.00.');
  });

  it('Continue closes it, gives focus back to the game, and the next check comes a whole interval later', async () => {
    const { pause, game } = await setUp(-50_00);
    await pause();
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(game);
    await pause(14);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pause(1);
    expect(screen.getByRole('dialog').textContent).toContain('30 minutes');
  });

  it('Stop playing leaves as the Leave button does and ends the checks', async () => {
    const { pause, onStop, check } = await setUp(-50_00);
    await pause();
    fireEvent.click(screen.getByRole('button', { name: 'Stop playing' }));
    await flush();
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(check.getSnapshot().status).toBe('done');
  });

  it('says the result could not be loaded and still shows the time', async () => {
    const { pause } = await setUp('fails');
    await pause();
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been playing this game for 15 minutes.');
    expect(dialog.textContent).toContain('Your result since you logged in could not be loaded.');
  });
});
