// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as RuleScreen } from '../../src/screens/activity/promotions/RuleScreen';
import { enPH } from './messages';

afterEach(cleanup);

describe('/rule/agent5', () => {
  it("states Agent5's rules with the figures the server pays with (src/api/contract/promotions.ts)", () => {
    render(
      <IntlProvider locale="en-PH" messages={enPH}>
        <MemoryRouter initialEntries={['/rule/agent5']}>
          <Routes>
            <Route path="/rule/:name" element={<RuleScreen />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Agent Rewards');
    const levels = screen.getByTestId('rule-levels');
    expect([...levels.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Level 1: 1% of their bets',
      'Level 2: 0.5% of their bets',
      'Level 3: 0.3% of their bets',
      'Level 4: 0.2% of their bets',
      'Level 5: 0.1% of their bets',
    ]);
    const rules = screen.getByTestId('rule').textContent;
    expect(rules).toContain('once it reaches ₱1.00');
    expect(rules).toContain('claim ₱10.00 once');
    expect(rules).not.toContain('will be published');
  });
});
