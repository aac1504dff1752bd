// The tools' one entry (scripts/tools.ts imports it after installing this folder): bare specifiers resolve from
// here, in tools/node_modules, never from the app's node_modules.
import { createRequire } from 'node:module';

export * as chromeLauncher from 'chrome-launcher';
export { default as lighthouse } from 'lighthouse';

const require = createRequire(import.meta.url);
export const autocannon = require('autocannon');
export const lucide = {
  version: require('lucide-static/package.json').version,
  iconNodes: require('lucide-static/icon-nodes.json'),
};
