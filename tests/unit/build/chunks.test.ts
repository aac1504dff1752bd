import { describe, expect, it } from 'vitest';
import { areaOf, chunkOf, firstScreenModules, libraryOf } from '../../../scripts/build/chunks';

const app = (path: string) => `/repo/${path}`;
const lib = (path: string) => `/repo/node_modules/${path}`;

describe('the chunk rule (scripts/build/chunks.ts)', () => {
  it('names a module by its library or its area', () => {
    expect(libraryOf(lib('react-dom/cjs/react-dom-client.production.js'))).toBe('react-dom');
    expect(libraryOf(lib('@xstate/react/dist/xstate-react.esm.js'))).toBe('@xstate/react');
    expect(libraryOf(app('src/ui/Dialog.tsx'))).toBeNull();
    expect(areaOf(app('src/screens/prompts/Prompts.tsx'))).toBe('prompts');
    expect(areaOf(app('machines/prompts/prompts.machine.ts'))).toBe('prompts');
    expect(areaOf(app('src/platform/storage/local.ts'))).toBeNull();
  });

  it('puts libraries in vendor, except those only later pages use', () => {
    const none = new Set<string>();
    expect(chunkOf(lib('react/index.js'), none)).toBe('vendor');
    expect(chunkOf(lib('swiper/swiper.mjs'), none)).toBeNull();
    expect(chunkOf(lib('zod/v4/index.js'), none)).toBeNull();
  });

  it('puts the first screen in home, an area of the table in its chunk, and leaves the rest to the bundler', () => {
    const graph: Record<string, string[]> = {
      [app('src/app/main.tsx')]: [app('src/app/App.tsx'), app('src/app/afterPaint.ts'), lib('react/index.js')],
      [app('src/app/earlyConfig.ts')]: [app('src/app/afterPaint.ts')],
      [app('src/app/afterPaint.ts')]: [],
      [app('src/app/App.tsx')]: [app('src/platform/anything.ts')],
      [app('src/app/layouts/MobileLayout.tsx')]: [app('src/ui/TabBar.tsx')],
      [app('src/screens/lobby/HomeScreen.tsx')]: [app('src/screens/lobby/HomeTab.tsx')],
      [app('src/screens/lobby/SearchScreen.tsx')]: [],
      [app('src/screens/prompts/Prompts.tsx')]: [],
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
    expect(chunkOf(app('src/screens/prompts/Prompts.tsx'), first)).toBe('prompts');
    expect(chunkOf(app('src/screens/lobby/SearchScreen.tsx'), first)).toBeNull();
  });
});
