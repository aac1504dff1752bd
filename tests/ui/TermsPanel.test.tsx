// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TermsPanel, type TermsPanelProps, type TermsTab } from '../../src/ui/TermsPanel';

afterEach(cleanup);

const labels = { terms: 'Terms of use', privacy: 'Privacy policy', agree: 'I Agree', close: 'Close' };

function renderPanel(overrides: Partial<TermsPanelProps> = {}) {
  const props = {
    open: true,
    tab: 'terms' as TermsTab,
    onTab: vi.fn(),
    onAgree: vi.fn(),
    onClose: vi.fn(),
    labels,
    ...overrides,
  };
  render(<TermsPanel {...props} />);
  return props;
}

describe('TermsPanel', () => {
  it('renders nothing while closed', () => {
    renderPanel({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by the chosen document', () => {
    renderPanel({ tab: 'privacy' });
    const dialog = screen.getByRole('dialog', { name: 'Privacy policy' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('shows the terms of use on the terms tab', () => {
    renderPanel({ tab: 'terms' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Terms of use', 'true'],
      ['Privacy policy', 'false'],
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(within(panel).getByRole('heading', { name: /aged 21 or older/ })).toBeTruthy();
    expect(panel.textContent).toContain('within seven days of registration');
    expect(panel.textContent).not.toContain('How long we keep it');
  });

  it('shows the privacy policy on the privacy tab', () => {
    renderPanel({ tab: 'privacy' });
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tab', { name: 'Privacy policy' }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel).getByRole('heading', { name: /How long we keep it/ })).toBeTruthy();
    expect(panel.textContent).toContain('at least one year after your last visit');
    expect(panel.textContent).not.toContain('One account per player');
  });

  it('asks for the other tab on click and with the arrow keys', () => {
    const { onTab } = renderPanel({ tab: 'terms' });
    fireEvent.click(screen.getByRole('tab', { name: 'Privacy policy' }));
    expect(onTab).toHaveBeenLastCalledWith('privacy');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Terms of use' }), { key: 'ArrowRight' });
    expect(onTab).toHaveBeenCalledTimes(2);
    expect(onTab).toHaveBeenLastCalledWith('privacy');
  });

  it('calls onAgree from I Agree', () => {
    const { onAgree, onClose } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(onAgree).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('calls onClose from the close button and from Escape', () => {
    const { onAgree, onClose } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onAgree).not.toHaveBeenCalled();
  });
});
