import { describe, expect, it } from 'vitest';
import { firstScreenTexts } from '../../scripts/build/firstScreenTexts';
import { playerScreenHtml, playerScreenOf } from '../../server/static/playerScreens';

const texts = firstScreenTexts();

describe("a returning player's painted deposit tab and game (server/static/playerScreens.ts)", () => {
  it('paints the deposit tab and a game with its number only', () => {
    expect(playerScreenOf('/lobby/wallets/deposit', undefined)).toBe('deposit');
    expect(playerScreenOf('/lobby/wallets/deposit/', undefined)).toBe('deposit');
    expect(playerScreenOf('/start', '10001')).toBe('game');
    for (const [path, gameId] of [
      ['/start', undefined],
      ['/start', '0'],
      ['/start', 'abc'],
      ['/start', '1234567890'],
      ['/lobby/wallets/withdraw', undefined],
      ['/lobby/home', undefined],
    ] as const) {
      expect(playerScreenOf(path, gameId), `${path} ${gameId}`).toBeNull();
    }
  });

  it('writes texts and styles so that neither can end or add markup, and the demo line only in demo mode', () => {
    const html = playerScreenHtml('deposit', {
      demo: false,
      lang: 'fil-PH',
      texts: { ...texts['fil-PH'], 'wallet.deposit.intro': '<b>Bawat</b> & "lahat"' },
      css: '.a::after{content:"</style><script>"}',
      icons: '/assets/icons-1.svg',
    });
    expect(html).toContain('lang="fil-PH"');
    expect(html).toContain('&lt;b&gt;Bawat&lt;/b&gt; &amp; &quot;lahat&quot;');
    // The style element ends once, after the shell's own rules: the stylesheet's text stays inside it.
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toMatch(/\.boot-shell__on\{[^}]*\}<\/style>/);
    expect(html).toContain('data-lobby-mode="production"');
    expect(html).not.toContain('demo-banner');
    expect(
      playerScreenHtml('game', { demo: true, lang: 'en-PH', texts: texts['en-PH'], css: '', icons: undefined }),
    ).toContain(`<p class="demo-banner">${texts['en-PH']['app.demoBanner']}</p>`);
  });
});
