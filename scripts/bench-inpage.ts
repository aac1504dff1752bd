/**
 * The probes the lobby bench installs in the page (page.addInitScript) as `window.__bench`. Plain JavaScript in
 * a string: tsx would wrap functions passed to page.evaluate with helpers (`__name`) that the page lacks.
 *
 * Times are the page's own clock (performance.now()). Start = the `timeStamp` of the trusted input event (click
 * or input), i.e. when the browser received the input; end = the first moment after the frame that shows the
 * result was painted: a requestAnimationFrame callback that sees the result ready, then a MessageChannel task
 * (which runs right after that frame's paint).
 *
 * Selectors (NOTES-4.md): lobby tabs role=tab in the first role=tablist, each tab's panel by aria-controls;
 * cards data-testid=game-card (`.game-grid > li` before 4B's grids existed); the search input role=searchbox.
 */
export const BENCH_PAGE_SCRIPT = `
(() => {
  const CARD = '[data-testid="game-card"], .game-grid > li';
  const EMPTY = '.empty-state';
  const SEARCHBOX = '[role="searchbox"], input[type="search"]';
  const longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const afterPaint = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    });
  const visible = (el) => Boolean(el) && (el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null);
  const lobbyTabs = () => {
    const list = document.querySelector('[role="tablist"]');
    return list ? [...list.querySelectorAll('[role="tab"]')] : [];
  };
  const tabName = (tab) => (tab.getAttribute('aria-label') || tab.textContent || '').trim();
  const findTab = (name) => lobbyTabs().find((t) => tabName(t) === name) || null;
  const panelOf = (tab) => {
    const id = tab.getAttribute('aria-controls');
    return (id && document.getElementById(id)) || null;
  };
  /** The tab is selected and its visible panel shows a visible game card (or its empty state). */
  const tabReady = (name) => {
    const tab = findTab(name);
    if (!tab || tab.getAttribute('aria-selected') !== 'true') return false;
    const panel = panelOf(tab) || document.body;
    if (!visible(panel)) return false;
    const card = panel.querySelector(CARD);
    if (card && visible(card)) return true;
    const empty = panel.querySelector(EMPTY);
    return Boolean(empty && visible(empty));
  };
  const tasksBetween = (from, to) => {
    const inside = longTasks.filter((t) => t.start + t.duration > from && t.start < to);
    return {
      count: inside.length,
      totalMs: inside.reduce((s, t) => s + t.duration, 0),
      longestMs: inside.reduce((m, t) => Math.max(m, t.duration), 0),
    };
  };

  const bench = {
    tabNames: () => lobbyTabs().map(tabName),
    selectedTab: () => {
      const tab = lobbyTabs().find((t) => t.getAttribute('aria-selected') === 'true');
      return tab ? tabName(tab) : null;
    },
    tabReady,
    /** Arms a one-shot measurement of the next click: resolves on window.__bench.pending. */
    armTabSwitch(name, timeoutMs) {
      bench.pending = new Promise((resolve) => {
        addEventListener(
          'click',
          (event) => {
            const t0 = event.timeStamp;
            let domAt = null;
            const check = () => {
              if (domAt === null && tabReady(name)) domAt = performance.now();
              return domAt !== null;
            };
            const observer = new MutationObserver(check);
            observer.observe(document.body, { subtree: true, childList: true, attributes: true });
            const frame = () => {
              if (check()) {
                observer.disconnect();
                afterPaint().then((end) =>
                  resolve({ ms: end - t0, domMs: domAt - t0, longTasks: tasksBetween(t0, end) }),
                );
              } else if (performance.now() - t0 > timeoutMs) {
                observer.disconnect();
                resolve(null);
              } else requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          },
          { capture: true, once: true },
        );
      });
      return true;
    },
    domNodes: () => document.querySelectorAll('*').length,
    cards: () => document.querySelectorAll(CARD).length,
    hasSearchbox: () => visible(document.querySelector(SEARCHBOX)),

    /**
     * Per keystroke: input event → the paint after the last DOM change in the page's main area that followed it
     * (or the next paint if nothing changed).
     */
    armSearch() {
      const input = document.querySelector(SEARCHBOX);
      const state = { current: null, lastActivity: performance.now() };
      bench.search = state;
      const observer = new MutationObserver((records) => {
        const cur = state.current;
        if (!cur || records.every((r) => input.contains(r.target))) return;
        state.lastActivity = performance.now();
        cur.mutations += records.length;
        cur.pendingPaints += 1;
        requestAnimationFrame(() =>
          afterPaint().then((t) => {
            cur.lastPaint = Math.max(cur.lastPaint, t);
            cur.pendingPaints -= 1;
          }),
        );
      });
      // Only the page's own area: the shell around it (tickers, floating icons) changes on timers of its own.
      const area = input.closest('main') || document.body;
      observer.observe(area, { subtree: true, childList: true, attributes: true, characterData: true });
      addEventListener(
        'input',
        (event) => {
          if (!input.contains(event.target)) return;
          const cur = { t0: event.timeStamp, value: event.target.value, mutations: 0, lastPaint: 0, pendingPaints: 1 };
          state.current = cur;
          state.lastActivity = performance.now();
          requestAnimationFrame(() =>
            afterPaint().then((t) => {
              cur.lastPaint = Math.max(cur.lastPaint, t);
              cur.pendingPaints -= 1;
            }),
          );
        },
        true,
      );
      return true;
    },
    /** True once nothing changed for quietMs after the last keystroke and every paint was seen. */
    searchQuiet(quietMs) {
      const s = bench.search;
      return Boolean(s && s.current && s.current.pendingPaints === 0 && performance.now() - s.lastActivity >= quietMs);
    },
    takeSearchSample() {
      const cur = bench.search.current;
      bench.search.current = null;
      return {
        value: cur.value,
        ms: cur.lastPaint - cur.t0,
        mutations: cur.mutations,
        cards: document.querySelectorAll(CARD).length,
        longTasks: tasksBetween(cur.t0, cur.lastPaint),
      };
    },
  };
  window.__bench = bench;
})();
`;
