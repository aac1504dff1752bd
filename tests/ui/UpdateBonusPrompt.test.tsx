// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { promptsMachine, type UpdateBonusPaid } from '../../machines/prompts/prompts.machine';
import { NetworkError } from '../../src/api/client/errors';
import { local } from '../../src/platform/storage/storage';
import { Prompts } from '../../src/screens/prompts/Prompts';
import { installs } from '../machines/prompts/prompts.coverage';
import { enPH } from './messages';

afterEach(cleanup);
beforeEach(() => local.clear());

const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** The prompts of the installed app, for a player who has deposited; the claim answers `answers` in turn. */
async function installedApp(answers: (() => Promise<UpdateBonusPaid>)[]) {
  let claims = 0;
  const prompts = createActor(
    promptsMachine.provide({
      actors: {
        claimBonus: fromPromise<UpdateBonusPaid>(() => {
          const answer = answers[Math.min(claims, answers.length - 1)]!;
          claims += 1;
          return answer();
        }),
      },
    }),
    { input: { install: installs.installedApp } },
  ).start();
  render(
    <IntlProvider locale="en-PH" messages={enPH} timeZone="Asia/Manila">
      <MemoryRouter initialEntries={['/lobby/home']}>
        <Prompts prompts={prompts} />
      </MemoryRouter>
    </IntlProvider>,
  );
  act(() => {
    prompts.send({ type: 'CONFIG', green: false });
    prompts.send({ type: 'PLAYER', totalRecharge: 10_000, userId: 7 });
  });
  await flush();
  return { prompts, claims: () => claims };
}

describe('the force-update bonus dialog', () => {
  it('says the amount paid, in the money format, and closes on Got it', async () => {
    const { prompts } = await installedApp([
      async () => ({ propList: [{ propId: 2001, count: 2_000 }], coin: 12_000 }),
    ]);
    // These prompts' texts load with their first showing (src/screens/prompts/MorePromptsIntl.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'App bonus received' });
    expect(dialog.textContent).toContain('₱20.00 has been added to your balance.');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(prompts.getSnapshot().value).toBe('idle');
  });

  it('says why a failed claim failed, and Try again claims again', async () => {
    const { claims } = await installedApp([
      () => Promise.reject(new NetworkError('/app/v1/appUpdateBonus', new Error('offline'))),
      async () => ({ propList: [{ propId: 2001, count: 2_000 }], coin: 12_000 }),
    ]);
    const failed = await screen.findByRole('alertdialog', { name: 'App bonus not received yet' });
    expect(failed.textContent).toContain('We could not add your app bonus yet. No connection.');
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(claims()).toBe(2);
    expect(await screen.findByRole('dialog', { name: 'App bonus received' })).toBeTruthy();
  });

  it('promises the bonus, with its amount, in the force-update popup of the browser', async () => {
    const prompts = createActor(promptsMachine, { input: { install: installs.androidChrome } }).start();
    render(
      <IntlProvider locale="en-PH" messages={enPH} timeZone="Asia/Manila">
        <MemoryRouter initialEntries={['/lobby/home']}>
          <Prompts prompts={prompts} />
        </MemoryRouter>
      </IntlProvider>,
    );
    act(() => {
      prompts.send({ type: 'CONFIG', green: false });
      prompts.send({ type: 'CLOSE' });
      prompts.send({ type: 'DEPOSITED' });
      prompts.send({ type: 'PLAYER', totalRecharge: 10_000, userId: 7 });
    });
    const popup = await screen.findByRole('alertdialog', { name: 'Update to the app' });
    expect(popup.textContent).toContain('get a ₱20.00 bonus the first time you open it');
  });
});
