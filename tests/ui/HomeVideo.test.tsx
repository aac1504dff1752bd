// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { HOME_VIDEO_START_MS } from '../../machines/lobby/homeVideo.machine';
import HomeVideo from '../../src/screens/lobby/HomeVideo';
import { SessionContext } from '../../src/screens/shared/sessionContext';
import { provideSession } from '../machines/session/provideSession';
import { appConfig } from './fixtures';
import { enPH } from './messages';

const config = {
  ...appConfig,
  webConfig: {
    ...appConfig.webConfig,
    appPromotionalVideoList: [
      {
        id: 3,
        clickType: 2,
        clickAction: '1',
        coverImg: '/static/art/promo/Featured-Game.svg',
        path: '/static/video/Featured-Game.mp4',
      },
    ],
  },
};

let play: MockInstance<() => Promise<void>>;
let pause: MockInstance<() => void>;

function reducedMotion(asked: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: asked && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  localStorage.clear();
  // The simulated clock runs the machine's 4 s wait, and only it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // jsdom plays no media: the element's play() and pause() are what the screen asks of the browser.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

/** Renders the video once the session has its configuration (a promise: no timer needed). */
async function renderVideo() {
  const logic = provideSession({ loadAnonymousConfig: fromPromise(async () => config) });
  render(
    <IntlProvider locale="en-PH" messages={enPH}>
      <MemoryRouter>
        <SessionContext.Provider logic={logic}>
          <HomeVideo />
        </SessionContext.Provider>
      </MemoryRouter>
    </IntlProvider>,
  );
  for (let i = 0; i < 20 && !document.querySelector('video'); i++) await act(async () => {});
}

const videoElement = () => document.querySelector('video') as HTMLVideoElement;

describe('the home promotional video', () => {
  it('offers WebM then MP4 with the poster, no browser controls, and is itself the link to its target', async () => {
    reducedMotion(false);
    await renderVideo();
    screen.getByRole('button', { name: 'Pause promotional video' });
    const video = videoElement();
    expect(video.hasAttribute('controls')).toBe(false);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.getAttribute('poster')).toContain('/static/art/promo/Featured-Game.svg');
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/static/video/Featured-Game.webm', 'video/webm'],
      ['/static/video/Featured-Game.mp4', 'video/mp4'],
    ]);
    const link = screen.getByRole('link', { name: 'Learn more' });
    expect(link.contains(video)).toBe(true);
    expect(link.getAttribute('href')).toContain('gameId=1');
    // The Pause / Play button is outside the link and the video: nothing covers the picture's call to action.
    const button = screen.getByRole('button', { name: 'Pause promotional video' });
    expect(link.contains(button)).toBe(false);
  });

  it('plays muted by itself once the page has settled, and the player can pause and play it', async () => {
    reducedMotion(false);
    await renderVideo();
    const button = screen.getByRole('button', { name: 'Pause promotional video' });
    await act(async () => vi.advanceTimersByTime(HOME_VIDEO_START_MS - 100));
    expect(play).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(100));
    expect(play).toHaveBeenCalledTimes(1);
    expect(videoElement().muted).toBe(true);

    fireEvent.click(button);
    expect(pause).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play promotional video' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause promotional video' })).toBeTruthy();
  });

  it('never plays by itself when the player asked for reduced motion: the poster waits for Play', async () => {
    reducedMotion(true);
    await renderVideo();
    const button = screen.getByRole('button', { name: 'Play promotional video' });
    expect(videoElement().getAttribute('preload')).toBe('none');
    await act(async () => vi.advanceTimersByTime(10 * HOME_VIDEO_START_MS));
    expect(play).not.toHaveBeenCalled();

    fireEvent.click(button);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause promotional video' })).toBeTruthy();
  });

  it('keeps the poster with a Play button when the browser refuses to play', async () => {
    reducedMotion(false);
    play.mockRejectedValue(new DOMException('autoplay is not allowed', 'NotAllowedError'));
    await renderVideo();
    screen.getByRole('button', { name: 'Pause promotional video' });
    await act(async () => vi.advanceTimersByTime(HOME_VIDEO_START_MS));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play promotional video' })).toBeTruthy();
  });
});
