// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { activityTargetOf } from '../../machines/lobby/homeContent';
import { hrefOf } from '../../src/platform/navigation/pages';
import { Component as SafeLink } from '../../src/screens/activity/outLink/SafeLinkScreen';
import { enPH } from './messages';

afterEach(cleanup);

function open(path: string) {
  render(
    <IntlProvider locale="en-PH" messages={enPH} timeZone="Asia/Manila">
      <MemoryRouter initialEntries={[path]}>
        <SafeLink />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('OutLink and the safe-link page', () => {
  it('sends the OutLink entry through the safe-link page with its address; other entries to their page', () => {
    const target = activityTargetOf({ name: 'OutLink', url: 'https://www.pagcor.ph/' });
    expect(target).toEqual({ kind: 'route', to: { page: 'safeLink', query: { to: 'https://www.pagcor.ph/' } } });
    expect(target?.kind === 'route' && hrefOf(target.to)).toBe(
      `/safe-link?to=${encodeURIComponent('https://www.pagcor.ph/')}`,
    );
    expect(activityTargetOf({ name: 'OutLink' })).toBeUndefined();
    expect(activityTargetOf({ name: 'InviteUserSpin' })).toEqual({ kind: 'route', to: { page: 'spin' } });
  });

  it('says where the link goes, by its site and its whole address, before the player goes or stays', () => {
    open(`/safe-link?to=${encodeURIComponent('https://www.pagcor.ph/')}`);
    expect(screen.getByTestId('safe-link').textContent).toContain('This link opens a site outside Lucky Lobby:');
    expect(screen.getByText('www.pagcor.ph')).toBeTruthy();
    expect(screen.getByText('https://www.pagcor.ph/')).toBeTruthy();
    const go = screen.getByRole('link', { name: 'Go to www.pagcor.ph' });
    expect(go.getAttribute('href')).toBe('https://www.pagcor.ph/');
    expect(go.getAttribute('target')).toBe('_blank');
    expect(go.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Stay in Lucky Lobby' })).toBeTruthy();
  });

  it('refuses an address that is not https or hides its host, with no link to it', () => {
    for (const bad of ['javascript:alert(1)', 'http://www.pagcor.ph', 'https://bank.example@evil.example/', '']) {
      open(`/safe-link?to=${encodeURIComponent(bad)}`);
      expect(screen.getByRole('alert').textContent).toContain('This link cannot be opened');
      expect(screen.queryByRole('link', { name: /^Go to/ })).toBeNull();
      cleanup();
    }
  });
});
