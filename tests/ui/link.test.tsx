import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from '../../src/platform/navigation/Link';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

const where = () => screen.getByTestId('where').textContent;

afterEach(cleanup);

describe('the app’s links (src/platform/navigation/Link.tsx)', () => {
  it('is a real link to the address, and a plain click navigates in the app', () => {
    renderAt('/lobby/home', <Link to="/lobby/notice?tab=2">Notices</Link>);
    const link = screen.getByRole('link', { name: 'Notices' });
    expect(link.getAttribute('href')).toBe('/lobby/notice?tab=2');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(where()).toBe('/lobby/notice?tab=2');
  });

  it('leaves a modified click and another target to the browser', () => {
    renderAt(
      '/lobby/home',
      <>
        <Link to="/login">Log in</Link>
        <Link to="/register" target="_blank">
          Register
        </Link>
      </>,
    );
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    fireEvent(screen.getByRole('link', { name: 'Log in' }), modified);
    const elsewhere = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(screen.getByRole('link', { name: 'Register' }), elsewhere);
    expect(modified.defaultPrevented).toBe(false);
    expect(elsewhere.defaultPrevented).toBe(false);
    expect(where()).toBe('/lobby/home');
  });

  it('runs its own click handler first, and a handler that prevents the default keeps the page', () => {
    const seen: string[] = [];
    renderAt(
      '/lobby/home',
      <Link
        to="/login"
        onClick={(event) => {
          seen.push('own');
          event.preventDefault();
        }}
      >
        Log in
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(seen).toEqual(['own']);
    expect(where()).toBe('/lobby/home');
  });

  it('replaces the history entry when asked', () => {
    render(
      <MemoryRouter initialEntries={['/lobby/home', '/login/line']} initialIndex={1}>
        <Link to="/login" replace>
          Back to log in
        </Link>
        <Back />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Back to log in' }));
    expect(where()).toBe('/login');
    // /login took /login/line's place: one step back is the page before it.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(where()).toBe('/lobby/home');
  });

  it('marks the link of the page shown, and of pages below it unless `end`', () => {
    renderAt(
      '/ops/players/7',
      <>
        <NavLink to="/ops" end className="nav">
          Overview
        </NavLink>
        <NavLink to="/ops/players" className="nav">
          Players
        </NavLink>
        <NavLink to="/ops/play" className="nav">
          Play
        </NavLink>
      </>,
    );
    const overview = screen.getByRole('link', { name: 'Overview' });
    const players = screen.getByRole('link', { name: 'Players' });
    const play = screen.getByRole('link', { name: 'Play' });
    expect(players.getAttribute('aria-current')).toBe('page');
    expect(players.className).toBe('nav active');
    // `end`: /ops is above the page shown, not it; /ops/play is a sibling that shares the letters, not a parent.
    for (const other of [overview, play]) {
      expect(other.getAttribute('aria-current')).toBeNull();
      expect(other.className).toBe('nav');
    }
  });
});
