import { describe, expect, it } from 'vitest';
import { homeShellHtml, opensHome, withFirstScreen } from '../../server/static/homeShell';
import type { WebConfig } from '../../src/api/contract/entities';

const target = { clickType: 0, clickAction: '' };
const config = (over: Partial<WebConfig>) =>
  ({ gameResourceUrl: '', appLobbyAdConfigList: [], appPromotionalVideoList: [], ...over }) as unknown as WebConfig;

describe('the home’s first screen in index.html (server/static/homeShell.ts)', () => {
  it('shows the guest’s first banner by sort, never one only players see, and the guest’s video cover', () => {
    const html = homeShellHtml(
      config({
        gameResourceUrl: 'https://cdn.example/art/',
        appLobbyAdConfigList: [
          { id: 1, imgUrl2: 'b/second.webp', sort: 2, ...target },
          { id: 2, imgUrl2: 'b/agent.webp', sort: 0, clickType: 1, clickAction: 'Agent' },
          { id: 3, imgUrl2: 'b/first.webp', sort: 1, ...target },
        ],
        appPromotionalVideoList: [
          { id: 7, coverImg: 'v/signup.webp', path: 'v/signup.mp4', clickType: 1, clickAction: 'SignUpBonus' },
          { id: 8, coverImg: 'v/game.webp', path: 'v/game.mp4', clickType: 2, clickAction: '12' },
        ],
      }),
      false,
    );
    expect(html).toContain('class="boot-shell__banner" src="https://cdn.example/art/b/first.webp"');
    expect(html).toContain('class="boot-shell__video" src="https://cdn.example/art/v/game.webp"');
    expect(html).toContain('fetchpriority="high"');
    expect(html).not.toContain('boot-shell__demo');
    expect(html).toContain('data-lobby-mode="production"');
  });

  it('marks the demo bar in demo mode, draws no image the configuration lacks, and escapes what it writes', () => {
    const none = homeShellHtml(config({}), true);
    expect(none).toContain('boot-shell__demo');
    expect(none).toContain('data-lobby-mode="demo"');
    expect(none).not.toContain('<img');
    const odd = homeShellHtml(
      config({ appLobbyAdConfigList: [{ id: 1, imgUrl2: '/x.svg?a=1&b="2"><script>', sort: 0, ...target }] }),
      false,
    );
    expect(odd).toContain('src="/x.svg?a=1&amp;b=&quot;2&quot;&gt;&lt;script&gt;"');
    expect(odd).not.toContain('<script>');
  });

  it('puts a picture the server draws into the page itself, named by its address for the app to show the same', () => {
    const drawn = '<svg xmlns="http://www.w3.org/2000/svg"><text>A & "B" #1</text></svg>';
    const html = homeShellHtml(
      config({
        appLobbyAdConfigList: [{ id: 1, imgUrl2: '/static/art/banner/Drawn.svg', sort: 0, ...target }],
        appPromotionalVideoList: [
          { id: 8, coverImg: 'https://cdn.example/v.webp', path: 'v.mp4', clickType: 0, clickAction: '' },
        ],
      }),
      false,
      (url) => (url === '/static/art/banner/Drawn.svg' ? drawn : undefined),
    );
    const inlined = /<img class="boot-shell__banner" src="data:image\/svg\+xml,([^"]+)" data-src="([^"]+)"/.exec(html);
    expect(inlined?.[2]).toBe('/static/art/banner/Drawn.svg');
    // As an attribute's value: its entities undone, then the address's escapes (spaces stay one byte each).
    const src = (inlined?.[1] ?? '').replace(/&amp;/g, '&');
    expect(src).toContain('%3Ctext%3EA & %22B%22 %231');
    expect(decodeURIComponent(src)).toBe(drawn);
    expect(html).not.toContain('rel="preload"');
    // Not the server's own: its address, downloaded first.
    expect(html).toContain(
      'class="boot-shell__video" src="https://cdn.example/v.webp" width="750" height="420" alt="" fetchpriority="high"',
    );
  });

  it('goes only on the home’s addresses, just before the app’s root', () => {
    expect(['/', '/lobby', '/lobby/home'].every(opensHome)).toBe(true);
    expect(['/login', '/lobby/games', '/lobby/home/x', '/search'].some(opensHome)).toBe(false);
    expect(withFirstScreen('<body><div id="root"></div></body>', '<div id="boot-shell"></div>')).toBe(
      '<body><div id="boot-shell"></div><div id="root"></div></body>',
    );
  });

  it("paints the pictures a returning player's cookie names, marked as theirs; any other value gets the guest's", () => {
    const withArt = config({
      appLobbyAdConfigList: [
        { id: 1, imgUrl2: '/b/first.webp', sort: 1, ...target },
        { id: 4, imgUrl2: '/b/agent.webp', sort: 2, clickType: 1, clickAction: 'Agent' },
      ],
      appPromotionalVideoList: [
        { id: 7, coverImg: '/v/signup.webp', path: '/v/signup.mp4', clickType: 1, clickAction: 'SignUpBonus' },
        { id: 8, coverImg: '/v/game.webp', path: '/v/game.mp4', clickType: 2, clickAction: '12' },
      ],
    });
    const painted = (cookie?: string) => {
      const html = homeShellHtml(withArt, false, undefined, cookie);
      return {
        player: html.includes('data-viewer="player"'),
        pictures: [...html.matchAll(/<img class="([\w-]+)" src="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`),
      };
    };
    const guest = { player: false, pictures: ['boot-shell__banner /b/first.webp', 'boot-shell__video /v/game.webp'] };
    expect(painted()).toEqual(guest);
    expect(painted('b4.v7.en-PH')).toEqual({
      player: true,
      pictures: ['boot-shell__banner /b/agent.webp', 'boot-shell__video /v/signup.webp'],
    });
    expect(painted('b.v8.fil-PH')).toEqual({ player: true, pictures: ['boot-shell__video /v/game.webp'] });
    expect(painted('b.v.en-PH')).toEqual({ player: true, pictures: [] });
    // Unknown ids or language, a value that is not one, ids out of range: the guest's screen, which a player's page hides.
    for (const odd of [
      'b9.v7.en-PH',
      'b4.v9.en-PH',
      'b4.v7',
      'b4.v7.es-ES',
      'b4',
      'x',
      'b4.v7.en-PH;',
      'b1234567890.v7.en-PH',
      ' b4.v7.en-PH',
    ])
      expect(painted(odd), odd).toEqual(guest);
  });
});
