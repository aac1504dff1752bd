import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { opsScreenFile } from '../../scripts/ops-screens';
import { OPS_PAGES } from '../../src/screens/ops/opsPages';

const root = new URL('../../', import.meta.url);

describe('docs/ops.md', () => {
  it('shows every back-office page with its screenshot (npm run screens:ops writes them)', () => {
    const doc = readFileSync(new URL('docs/ops.md', root), 'utf8');
    const missing = ['/ops', ...OPS_PAGES.map((page) => page.path)].flatMap((path) => {
      const file = `screens/ops/${opsScreenFile(path)}`;
      const problems: string[] = [];
      if (!existsSync(new URL(`docs/${file}`, root))) problems.push(`${path}: no docs/${file}`);
      if (!doc.includes(`(${file})`)) problems.push(`${path}: docs/ops.md does not show ${file}`);
      return problems;
    });
    expect(missing).toEqual([]);
  });
});
