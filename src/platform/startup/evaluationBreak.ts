import { nextTask } from './nextTask';

/**
 * Importing this module ends the task that evaluates the app's modules at that point of the import order: a
 * top-level `await` of the next task, so the modules imported after it evaluate in a task of their own. The app's
 * shell file (`home`) evaluated in one task of ~27 ms on this machine, ~110 ms on Lighthouse's slowed phone
 * (docs/bench.md); src/screens/shared/sessionContext.ts imports it between the prompts' chart and the
 * session's, which cuts that task about in half (the page's longest start-up task: 26–30 → 19–21 ms of CPU).
 * Its price is 276 B of gzip: with an `await` in `home`, the bundler no longer inlines the dynamic imports of the
 * route modules inside it (`HomeScreen`, `MobileLayout`, `TypeTab`, `HomeVideo`) and gives each a one-line file.
 */
await nextTask();
