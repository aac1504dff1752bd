// `npm run dev`: the reference server (PORT, default 8080, request log on) and the Vite dev server with hot
// reload (it proxies /prod-api-2 and /static to the server; see vite.config.ts). Open the URL Vite prints;
// add ?inspect to attach the Stately inspector. Ctrl-C stops both; if one exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './prepare.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  ensureInstalled(root);
} catch (err) {
  console.error(`npm run dev: ${err.message}`);
  process.exit(1);
}

const port = process.env.PORT || '8080';
const host = process.env.HOST || '127.0.0.1';
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, PORT: port, HOST: host, LOG: process.env.LOG ?? '1' },
  }),
  spawn(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, API_TARGET: process.env.API_TARGET ?? `http://${host}:${port}` },
  }),
];

let stopping = false;
let exitCode = 0;
function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('error', (err) => {
    console.error(`npm run dev: ${err.message}`);
    exitCode = 1;
    stopAll();
  });
  child.on('exit', (code) => {
    if (!stopping && code !== 0) exitCode = code ?? 1;
    stopAll();
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
