import { configure } from '@testing-library/react';

// jsdom tests load lazy routes through Vite's transform: on a busy 2-core machine the first load of a route took
// over the 1 s default (and once the 10 s some files set) of `findBy…`/`waitFor` (GuestHome's tab test and AuthScreens' /login each failed once at a
// load average of 5–13). A longer ceiling costs nothing when the page is quick: the waits end when the text shows.
configure({ asyncUtilTimeout: 15_000 });

// The module the session's persistence loads once a player is in, loaded before any test (as in
// tests/machines/freshPage.setup.ts): the session's own `import()` of it never outlives a test's environment.
await import('../../machines/session/playerFirstScreen');
