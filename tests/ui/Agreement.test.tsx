// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { termsPanelVariant } from '../../src/platform/device/clientFacts';
import { Agreement } from '../../src/screens/auth/Agreement';
import { enPH } from './messages';

afterEach(cleanup);

function renderAgreement(panelVariant: boolean) {
  const send = vi.fn();
  render(
    <IntlProvider locale="en-PH" messages={enPH}>
      <MemoryRouter>
        <Agreement agreed panel={undefined} send={send} panelVariant={panelVariant} />
      </MemoryRouter>
    </IntlProvider>,
  );
  return send;
}

describe('Agreement links (spec §2 terms panel for client variants)', () => {
  it('only n7, 6b, 6s and 9s use the panel; the default build does not', () => {
    expect(['n7', '6b', '6s', '9s'].map((variant) => termsPanelVariant(variant))).toEqual([true, true, true, true]);
    expect(termsPanelVariant('')).toBe(false);
    expect(termsPanelVariant('x1')).toBe(false);
    expect(termsPanelVariant()).toBe(false);
  });

  it('a panel variant opens the panel at the tab of the link', () => {
    const send = renderAgreement(true);
    fireEvent.click(screen.getByRole('button', { name: 'Privacy policy' }));
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'TERMS.OPEN', tab: 'privacy' }]);
  });

  it('other builds link to the terms and privacy pages', () => {
    const send = renderAgreement(false);
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/terms-of-use');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(send).not.toHaveBeenCalled();
  });
});
