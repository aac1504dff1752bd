// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { videoSources } from '../../machines/lobby/homeVideo.selectors';
import { ContentMedia } from '../../src/screens/ops/ContentMedia';
import type { OpsSession } from '../../src/screens/ops/opsSession';
import { choiceGroups } from '../machines/ops/contentChoices.coverage';
import { featuredGame, signUp } from '../machines/ops/contentVideos.coverage';

/*
 * The videos, floating icons and featured rewards of /ops/content as marketing reads them: the video list with the
 * home's choice, the phone home preview with the poster the home would play and the icons in order, and a list
 * saved as the keys shown. Only `fetch` is replaced; the page's machines run for real.
 */

const calls: Array<{ method: string; path: string; body: unknown }> = [];
const ANSWERS: Record<string, unknown> = {
  '/ops-api/content/videos': { videos: [signUp, { ...featuredGame, home: true }] },
  '/ops-api/content/choices': {
    floating: choiceGroups[0]!.choices,
    featured: choiceGroups[1]!.choices,
  },
};

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? 'GET', path: url, body });
      return new Response(JSON.stringify({ ok: true, ...((ANSWERS[url] as object) ?? {}) }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = { send: vi.fn() } as unknown as OpsSession;

describe('/ops/content: videos, floating icons, featured rewards', () => {
  it('lists the videos with the home’s choice and previews its poster beside the floating icons', async () => {
    render(<ContentMedia token="tok" session={session} />);
    const chosen = (await screen.findByRole('row', { name: /Video #2/ })) as HTMLElement;
    expect(within(chosen).getByText('Chosen')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Video #1/ })).getByText('Sign-up bonus')).toBeTruthy();
    const preview = screen.getByRole('figure', { name: 'Phone home' });
    expect(within(preview).getByRole('img', { name: "The home video's poster" }).getAttribute('src')).toBe(
      featuredGame.coverImg,
    );
    const icons = within(within(preview).getByRole('list', { name: 'Floating icons' })).getAllByRole('listitem');
    expect(icons.map((li) => li.textContent)).toEqual([
      'First deposit bonus (until the first deposit)',
      'Invite friends',
      'All promotions (players with more than three)',
    ]);
  });

  it('turns an icon on, moves it first and saves the keys shown in order', async () => {
    render(<ContentMedia token="tok" session={session} />);
    const table = await screen.findByRole('table', { name: 'Floating icons' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Show Daily sign-in (players who have it)' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Move Daily sign-in (players who have it) up' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Move Daily sign-in (players who have it) up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save floating icons' }));
    expect(await screen.findByText('Floating icons saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/ops-api/content/floating',
      body: { shown: ['freeSign', 'firstCharge', 'inviteFriends', 'more'] },
    });
  });

  it('an uploaded video is offered alone with its type; the server’s own with its twin', () => {
    const uploaded = `/static/content-video/${'ab'.repeat(32)}.webm`;
    expect(videoSources(uploaded)).toEqual([{ src: uploaded, type: 'video/webm' }]);
    expect(videoSources('/static/video/Sign-Up-Bonus.mp4').map((s) => s.src)).toEqual([
      '/static/video/Sign-Up-Bonus.webm',
      '/static/video/Sign-Up-Bonus.mp4',
    ]);
  });
});
