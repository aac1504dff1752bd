// `npm start`: install what is missing, build the app when stale, then run the reference server, which
// migrates and seeds its database (PGlite in .data/pglite unless DATABASE_URL says otherwise), serves the
// app and the API on one port and prints the URL and the demo accounts. Ctrl-C stops it cleanly.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIfStale, ensureInstalled } from './prepare.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  ensureInstalled(root);
  buildIfStale(root);
} catch (err) {
  console.error(`npm start: ${err.message}`);
  process.exit(1);
}

// Own process group: a terminal's Ctrl-C reaches only this script, which passes it on exactly once
// (a second SIGINT would cut the server's database close short).
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});

let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
server.on('error', (err) => {
  console.error(`npm start: could not start the server: ${err.message}`);
  process.exit(1);
});
