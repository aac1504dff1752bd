import { describe, expect, it } from 'vitest';
import { ROOT } from './scan';
import { checkSharedPieces, checkTokens, formatPiece, readTree } from './sharedPieces';

const text = (violations: { file: string; line: number; rule: string }[]) => violations.map(formatPiece).join('\n');

describe('pages use the shared pieces of src/ui (docs/design.md "Components")', () => {
  it('no page draws its own back button, page title, form or form row', () => {
    const pages = readTree(ROOT, 'src', ['.tsx']);
    expect(pages.some((f) => f.path === 'src/screens/profile/TasksScreen.tsx')).toBe(true);
    const violations = checkSharedPieces(pages);
    expect(text(violations), `\n${text(violations)}\n`).toBe('');
  });

  it('every stylesheet draws with tokens the theme defines, with no colour fallback of its own', () => {
    const sheets = readTree(ROOT, 'src', ['.css']);
    expect(sheets.some((f) => f.path === 'src/ui/theme.css')).toBe(true);
    const violations = checkTokens(sheets);
    expect(text(violations), `\n${text(violations)}\n`).toBe('');
  });
});

describe('the shared-piece checks themselves', () => {
  it('find a page-local back button, title, form and field row, and let the shared component and a hidden h1 be', () => {
    const violations = checkSharedPieces([
      {
        path: 'src/screens/x/Page.tsx',
        code: [
          '<header><button onClick={() => navigate(-1)}><Icon name="back" /></button>',
          '<h1 className="x-title">Title</h1></header>',
          '<form onSubmit={submit}>',
          '<div className="field"><label className="field__label">Name</label></div>',
          '<h1 className="visually-hidden">Lobby</h1>',
        ].join('\n'),
      },
      { path: 'src/ui/BackButton.tsx', code: '<Icon name="back" />' },
      { path: 'src/ui/PageHeader.tsx', code: '<h1 className="page-header__title">{title}</h1>' },
      { path: 'src/screens/ops/Staff.tsx', code: '<h1>Staff</h1>\n<form>' },
      { path: 'src/screens/x/Chips.tsx', code: '<p className="field-note">not a field row</p>' },
    ]);
    expect(violations.map(formatPiece)).toEqual([
      'src/screens/x/Page.tsx:1 builds its own back icon',
      'src/screens/x/Page.tsx:1 builds its own history back on click',
      'src/screens/x/Page.tsx:2 builds its own h1',
      'src/screens/x/Page.tsx:3 builds its own form',
      'src/screens/x/Page.tsx:4 builds its own field row',
      'src/screens/x/Page.tsx:4 builds its own field row',
      'src/screens/ops/Staff.tsx:2 builds its own form',
    ]);
  });

  it('find a token no stylesheet defines and a colour fallback, and accept a defined token and an inline one', () => {
    const violations = checkTokens([
      { path: 'src/ui/theme.css', code: ':root { --bg-card: #1b2660; --line: #2a377a; }' },
      {
        path: 'src/screens/p/p.css',
        code: [
          '.a { background: var(--surface, #1a202c); }',
          '.b { border: 1px solid var(--line, #2d3748); }',
          '.c { background: var(--bg-card); grid-template-columns: repeat(var(--cols, 5), 1fr); }',
        ].join('\n'),
      },
    ]);
    expect(violations.map(formatPiece)).toEqual([
      'src/screens/p/p.css:1 builds its own undefined token --surface',
      'src/screens/p/p.css:2 builds its own colour fallback on --line',
    ]);
  });
});
