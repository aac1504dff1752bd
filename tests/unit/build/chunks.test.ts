import { describe, expect, it } from 'vitest';
import { chunkOf, firstScreenModules, libraryOf, openTogetherModules } from '../../../scripts/build/chunks';

const app = (path: string) => `/repo/${path}`;
const lib = (path: string) => `/repo/node_modules/${path}`;

describe('the chunk rule (scripts/build/chunks.ts)', () => {
  it('names a module by its library', () => {
    expect(libraryOf(lib('react-dom/cjs/react-dom-client.production.js'))).toBe('react-dom');
    expect(libraryOf(lib('@xstate/react/dist/xstate-react.esm.js'))).toBe('@xstate/react');
    expect(libraryOf(app('src/ui/Dialog.tsx'))).toBeNull();
  });

  it('puts libraries in vendor, except those only later pages use', () => {
    const none = new Set<string>();
    expect(chunkOf(lib('react/index.js'), none)).toBe('vendor');
    expect(chunkOf(lib('swiper/swiper.mjs'), none)).toBeNull();
    expect(chunkOf(lib('zod/v4/index.js'), none)).toBeNull();
  });

  it('puts the first screen in home, a lazy mount with what it imports in its chunk, the rest to the bundler', () => {
    const graph: Record<string, string[]> = {
      [app('src/app/main.tsx')]: [app('src/app/App.tsx'), app('src/app/afterPaint.ts'), lib('react/index.js')],
      [app('src/app/earlyConfig.ts')]: [app('src/app/afterPaint.ts')],
      [app('src/app/afterPaint.ts')]: [],
      [app('src/app/App.tsx')]: [app('src/platform/anything.ts')],
      [app('src/app/layouts/MobileLayout.tsx')]: [app('src/ui/TabBar.tsx')],
      [app('src/screens/lobby/HomeScreen.tsx')]: [app('src/screens/lobby/HomeTab.tsx')],
      [app('src/screens/lobby/SearchScreen.tsx')]: [],
      [app('src/screens/prompts/Prompts.tsx')]: [
        app('src/ui/Dialog.tsx'),
        app('src/platform/anything.ts'),
        app('src/app/afterPaint.ts'),
      ],
      [app('src/ui/Dialog.tsx')]: [lib('react/index.js')],
      // A page of the same area that opens on its own: not the mount's to carry.
      [app('src/screens/prompts/ApkDownloadScreen.tsx')]: [app('src/ui/PageTop.tsx')],
      [app('src/ui/PageTop.tsx')]: [],
    };
    const first = firstScreenModules(Object.keys(graph), (id) => graph[id] ?? []);
    expect([...first].sort()).toEqual(
      [
        'src/app/App.tsx',
        'src/app/layouts/MobileLayout.tsx',
        'src/platform/anything.ts',
        'src/screens/lobby/HomeScreen.tsx',
        'src/screens/lobby/HomeTab.tsx',
        'src/ui/TabBar.tsx',
      ].map(app),
    );
    // The entry points stay files of their own; the early module keeps what it imports, shared or not.
    expect(chunkOf(app('src/app/afterPaint.ts'), first)).toBeNull();
    expect(chunkOf(app('src/app/main.tsx'), first)).toBeNull();
    expect(chunkOf(app('src/app/earlyConfig.ts'), first)).toBeNull();
    expect(chunkOf(app('src/platform/anything.ts'), first)).toBe('home');
    const together = openTogetherModules(Object.keys(graph), (id) => graph[id] ?? [], first);
    expect(chunkOf(app('src/screens/prompts/Prompts.tsx'), first, together)).toBe('prompts');
    expect(chunkOf(app('src/ui/Dialog.tsx'), first, together)).toBe('prompts');
    // What the first screen or the early module already holds stays there.
    expect(chunkOf(app('src/platform/anything.ts'), first, together)).toBe('home');
    expect(chunkOf(app('src/app/afterPaint.ts'), first, together)).toBeNull();
    expect(chunkOf(lib('react/index.js'), first, together)).toBe('vendor');
    expect(chunkOf(app('src/screens/prompts/ApkDownloadScreen.tsx'), first, together)).toBeNull();
    expect(chunkOf(app('src/ui/PageTop.tsx'), first, together)).toBeNull();
    expect(chunkOf(app('src/screens/lobby/SearchScreen.tsx'), first, together)).toBeNull();
  });
});
