// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { AppConfig } from '../../machines/session/session.machine';
import type { WebConfig } from '../../src/api/contract/entities';
import { shellMessages } from '../../src/platform/intl/en-PH/shell';
import { DesktopFooter } from '../../src/screens/desktopShell/DesktopShellParts';
import { SessionContext } from '../../src/screens/shared/sessionContext';
import { provideSession } from '../machines/session/provideSession';
import { appConfig } from './fixtures';
import { enPH } from './messages';

afterEach(cleanup);

const services: WebConfig['appCustomerServiceList'] = [
  { id: 1, nickname: 'Customer Service', url: '/sandbox/live-chat', isOut: 0, icon: '' },
  { id: 2, nickname: 'Telegram', url: '/sandbox/site/telegram', isOut: 1, icon: '' },
  { id: 3, nickname: 'Facebook Page', url: '', isOut: 1, icon: '' },
];

function renderFooter(webConfig: Partial<WebConfig>) {
  const config: AppConfig = { ...appConfig, webConfig: { ...appConfig.webConfig, ...webConfig } };
  const logic = provideSession({ loadAnonymousConfig: fromPromise(async () => config) });
  render(
    <IntlProvider locale="en-PH" messages={enPH}>
      <SessionContext.Provider logic={logic}>
        <MemoryRouter>
          <DesktopFooter />
        </MemoryRouter>
      </SessionContext.Provider>
    </IntlProvider>,
  );
}

describe('desktop footer (spec §2)', () => {
  it('lists contacts with a URL and without "Service" in the name; no green-mode blocks in normal mode', async () => {
    renderFooter({ mode: 'normal', appCustomerServiceList: services, countryCode: '63' });
    const contacts = await screen.findByRole('navigation', { name: shellMessages['shell.contact'] });
    expect(
      within(contacts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Telegram']);
    expect(within(screen.getByRole('list', { name: shellMessages['shell.apps'] })).getAllByRole('link')).toHaveLength(
      2,
    );
    expect(screen.getByText(shellMessages['shell.country'])).toBeTruthy();
    expect(screen.queryByRole('region', { name: shellMessages['shell.payments'] })).toBeNull();
    expect(screen.queryByRole('region', { name: shellMessages['shell.responsibility'] })).toBeNull();
  });

  it('in green mode adds the GCASH / MAYA and responsibility blocks; no contacts block without entries', async () => {
    renderFooter({ mode: 'green', appCustomerServiceList: [services[0]!, services[2]!], countryCode: '1' });
    const payments = await screen.findByRole('region', { name: shellMessages['shell.payments'] });
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['GCASH', 'MAYA']);
    expect(screen.getByRole('region', { name: shellMessages['shell.responsibility'] })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: shellMessages['shell.contact'] })).toBeNull();
    expect(screen.queryByText(shellMessages['shell.country'])).toBeNull();
  });
});
