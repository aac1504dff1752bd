// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as PrivacyPolicyPage } from '../../src/screens/legal/PrivacyPolicyPage';
import { Component as TermsOfUsePage } from '../../src/screens/legal/TermsOfUsePage';
import { privacyPolicy } from '../../src/ui/legal/privacy';
import { termsOfUse } from '../../src/ui/legal/terms';
import { enPH } from './messages';

afterEach(cleanup);

function renderPage(Page: ComponentType) {
  render(
    <IntlProvider locale="en-PH" messages={enPH}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </IntlProvider>,
  );
}

const headings = (level: number) => screen.getAllByRole('heading', { level }).map((h) => h.textContent);

describe('/terms-of-use', () => {
  it('renders the title and every section heading', () => {
    renderPage(TermsOfUsePage);
    expect(headings(1)).toEqual(['Terms of use']);
    expect(headings(2)).toEqual(termsOfUse.sections.map((s) => s.heading));
  });

  it('states the 21+ rule, the excluded persons and the seven-day KYC rule', () => {
    renderPage(TermsOfUsePage);
    expect(screen.getByRole('heading', { name: /Only players aged 21 or older/ })).toBeTruthy();
    const kyc = screen.getByRole('heading', { name: /Identity verification \(KYC\)/ }).parentElement!;
    expect(kyc.textContent).toContain(
      'before your first withdrawal or within seven days of registration, whichever comes first',
    );
    const excluded = screen.getByRole('heading', { name: /Who may not play/ }).parentElement!;
    for (const who of ['government official', 'police', 'armed forces', 'gaming regulator', 'gaming licence']) {
      expect(excluded.textContent).toContain(who);
    }
    expect(excluded.textContent).toContain('national database of restricted persons');
    expect(excluded.textContent).toContain('student');
    expect(screen.getByRole('heading', { name: /One account per player/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /forfeit their funds/ })).toBeTruthy();
    expect(document.body.textContent).toContain('only after you have made at least one valid top-up');
  });

  it('links back home', () => {
    renderPage(TermsOfUsePage);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/lobby/home');
  });
});

describe('/privacy-policy', () => {
  it('renders the title and every section heading', () => {
    renderPage(PrivacyPolicyPage);
    expect(headings(1)).toEqual(['Privacy policy']);
    expect(headings(2)).toEqual(privacyPolicy.sections.map((s) => s.heading));
  });

  it('keeps data at least one year after the last visit and is for players 21 or older', () => {
    renderPage(PrivacyPolicyPage);
    const retention = screen.getByRole('heading', { name: /How long we keep it/ }).parentElement!;
    expect(retention.textContent).toContain('at least one year after your last visit');
    expect(screen.getByRole('heading', { name: /Players under 21/ })).toBeTruthy();
  });

  it('links back home', () => {
    renderPage(PrivacyPolicyPage);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/lobby/home');
  });
});
