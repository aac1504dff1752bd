/**
 * The first `Intl.NumberFormat` / `Intl.DateTimeFormat` call in a page builds V8's list of the locales ICU has
 * (~15 ms of CPU on a fast machine, four times that on a phone), and the list is kept for the whole renderer
 * process: built once in any thread, every later call is ~0.1 ms. react-intl's provider makes both calls in the
 * app's first render; src/app/earlyConfig.ts has them made before that, in the game-list worker where there is
 * one (off the page's main thread), else in a task of its own on the page. See docs/pwa.md "First paint".
 * It imports nothing: it is bundled into the early module and the worker.
 */
export function warmIntl(): void {
  setTimeout(() => {
    try {
      Intl.NumberFormat.supportedLocalesOf('en-PH');
      Intl.DateTimeFormat.supportedLocalesOf('en-PH');
    } catch {
      // No Intl: react-intl reports it where it always did.
    }
  }, 0);
}
