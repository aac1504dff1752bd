// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpsSectioned } from '../../src/screens/ops/OpsSections';

afterEach(cleanup);

// jsdom lays nothing out and has no scrolling: the entry's scroll is only recorded.
const scrolled = vi.fn();
beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = scrolled;
});

/** A page whose form section is renamed while editing and whose third section is shown to one role only. */
function Page() {
  const [editing, setEditing] = useState(false);
  const [admin, setAdmin] = useState(false);
  return (
    <OpsSectioned>
      <section aria-labelledby="list">
        <h2 id="list">Banners</h2>
        <button type="button" onClick={() => setEditing(true)}>
          Edit banner #3
        </button>
        <button type="button" onClick={() => setAdmin(true)}>
          Become admin
        </button>
      </section>
      <section aria-labelledby="form">
        <h2 id="form">{editing ? 'Edit banner #3' : 'Add a banner'}</h2>
      </section>
      {admin && (
        <section aria-labelledby="limits">
          <h2 id="limits">Withdrawal limits</h2>
        </section>
      )}
    </OpsSectioned>
  );
}

const entries = () =>
  within(screen.getByRole('navigation', { name: 'On this page' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('"On this page" of a back-office page (src/screens/ops/OpsSections.tsx)', () => {
  it('lists the headings the page draws, following a renamed or added section', async () => {
    render(<Page />);
    expect(entries()).toEqual([
      ['Banners', '#list'],
      ['Add a banner', '#form'],
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit banner #3' })));
    expect(entries()).toEqual([
      ['Banners', '#list'],
      ['Edit banner #3', '#form'],
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Become admin' })));
    expect(entries().map(([title]) => title)).toEqual(['Banners', 'Edit banner #3', 'Withdrawal limits']);
  });

  it('shows no list for a page of one section', () => {
    render(
      <OpsSectioned>
        <h2 id="only">Second approver</h2>
      </OpsSectioned>,
    );
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });

  it('an entry scrolls to its heading and moves the focus onto it, out of the tab order; a new-tab click is left alone', () => {
    render(<Page />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const heading = screen.getByRole('heading', { name: 'Add a banner' });
    const ctrlClick = fireEvent.click(within(nav).getByRole('link', { name: 'Add a banner' }), { ctrlKey: true });
    expect(ctrlClick).toBe(true);
    expect(document.activeElement).not.toBe(heading);

    const followed = fireEvent.click(within(nav).getByRole('link', { name: 'Add a banner' }));
    expect(followed).toBe(false);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });
});
