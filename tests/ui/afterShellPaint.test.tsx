import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterShellPaint, SHELL_PAINT_WAIT_MS } from '../../src/app/afterShellPaint';

/**
 * The early module starts the app once index.html's first screen has painted. jsdom paints nothing, so
 * the browser's largest-paint reports come from a stand-in observer that the test feeds, as Chromium would.
 */
type Report = (entries: Array<{ element: Element | null }>) => void;
let observers: Array<{ report: Report; observing: boolean }> = [];

class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
  private readonly own: { report: Report; observing: boolean };
  constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
    this.own = { report: (entries) => callback({ getEntries: () => entries }), observing: false };
    observers.push(this.own);
  }
  observe(options: { type: string; buffered?: boolean }) {
    expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
    this.own.observing = true;
  }
  disconnect() {
    this.own.observing = false;
  }
}

/** What Chromium reports: a largest paint of `element`, to every observer still observing. */
const reportPaint = (element: Element | null) => {
  for (const observer of observers) if (observer.observing) observer.report([{ element }]);
};

function paintShell({ video = true, hidden = false } = {}) {
  document.body.innerHTML = [
    `<div id="boot-shell" aria-hidden="true"${hidden ? ' style="display: none"' : ''}>`,
    '<div class="boot-shell__header"></div>',
    '<img class="boot-shell__banner" src="data:image/svg+xml,a" alt="">',
    video ? '<img class="boot-shell__video" src="data:image/svg+xml,b" alt="">' : '',
    '</div><div id="root"></div>',
  ].join('');
}

beforeEach(() => {
  observers = [];
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('afterShellPaint', () => {
  it('waits for the largest paint of the first screen’s biggest picture (the cover), then starts once', () => {
    paintShell();
    const start = vi.fn();
    afterShellPaint(start);
    expect(start).not.toHaveBeenCalled();
    reportPaint(document.querySelector('.boot-shell__banner'));
    expect(start).not.toHaveBeenCalled();
    reportPaint(document.querySelector('.boot-shell__video'));
    expect(start).toHaveBeenCalledTimes(1);
    // Done with: no more reports reach it, and its safety timer is gone.
    expect(observers.every((observer) => !observer.observing)).toBe(true);
    vi.advanceTimersByTime(SHELL_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the banner when the first screen has no video', () => {
    paintShell({ video: false });
    const start = vi.fn();
    afterShellPaint(start);
    reportPaint(document.querySelector('.boot-shell__banner'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits for a screen of text only (a player's deposit tab or game) to paint anything of its own", () => {
    document.body.innerHTML = [
      '<div id="boot-shell" aria-hidden="true" data-viewer="player">',
      '<h1 class="boot-shell__title">Deposit</h1>',
      '</div><div id="root"><p>not the screen</p></div>',
    ].join('');
    const start = vi.fn();
    afterShellPaint(start);
    expect(start).not.toHaveBeenCalled();
    reportPaint(document.querySelector('#root p'));
    reportPaint(null);
    expect(start).not.toHaveBeenCalled();
    reportPaint(document.querySelector('.boot-shell__title'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once without a painted first screen: another page, or one its styles hide (desktop, a player)', () => {
    const start = vi.fn();
    afterShellPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    paintShell({ hidden: true });
    afterShellPaint(start);
    expect(start).toHaveBeenCalledTimes(2);
    expect(observers).toHaveLength(0);
  });

  it('starts at once in a browser that reports no largest paint', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    paintShell();
    const start = vi.fn();
    afterShellPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    vi.stubGlobal('PerformanceObserver', { ...FakeObserver, supportedEntryTypes: ['paint'] });
    afterShellPaint(start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('starts at once on a hidden page, and when the page is hidden while it waits (nothing paints there)', () => {
    paintShell();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = vi.fn();
    afterShellPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    afterShellPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('starts when the picture fails, on the first input, or after the longest wait', () => {
    paintShell();
    const failed = vi.fn();
    afterShellPaint(failed);
    document.querySelector('.boot-shell__video')!.dispatchEvent(new Event('error'));
    expect(failed).toHaveBeenCalledTimes(1);

    const touched = vi.fn();
    afterShellPaint(touched);
    window.dispatchEvent(new Event('pointerdown'));
    expect(touched).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    afterShellPaint(late, 500);
    vi.advanceTimersByTime(499);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
    reportPaint(document.querySelector('.boot-shell__video'));
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('looks for the pictures once the page is parsed when it runs before that (an async module can)', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const start = vi.fn();
    afterShellPaint(start);
    paintShell();
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(start).not.toHaveBeenCalled();
    reportPaint(document.querySelector('.boot-shell__video'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
