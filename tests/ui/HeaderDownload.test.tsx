// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InstallContext } from '../../src/platform/pwa/installContext';
import { local } from '../../src/platform/storage/storage';
import { HeaderDownloadBar } from '../../src/screens/lobby/HeaderDownload';
import { androidChrome, iosSafari } from '../machines/lobby/headerDownload.coverage';
import { enPH } from './messages';

afterEach(cleanup);
beforeEach(() => local.remove('showHeaderDownload'));

function bar(install: InstallContext, apk: boolean) {
  render(
    <IntlProvider locale="en-PH" messages={enPH}>
      <MemoryRouter>
        <HeaderDownloadBar install={install} apk={apk} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('the header download bar', () => {
  it('is a named complementary region: what it offers, Get the app, and a named Close', () => {
    bar(iosSafari, false);
    const region = screen.getByRole('complementary', { name: 'Get the app' });
    expect(within(region).getByText('Play faster from your home screen with the Lucky Lobby app.')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Get the app' }).getAttribute('href')).toBe('/apkdownload');
    fireEvent.click(within(region).getByRole('button', { name: 'Hide the app offer' }));
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).toBeNull();
    expect(local.get('showHeaderDownload')).toBe(false);
  });

  it('stays away once closed on this device', () => {
    local.set('showHeaderDownload', false);
    bar(iosSafari, true);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows nothing on a phone that has nothing to install', () => {
    bar(androidChrome, false);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
