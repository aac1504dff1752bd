import { escapeHtml } from '../http/html';

/**
 * The fairness details of an in-house game (the slot's page and every table's, server/game/studioPage.ts): the ⓘ button (drawn as SVG,
 * never a glyph) that opens them, and the dialog itself: the committed server seed's SHA-256, the client seed, the
 * last nonce and the link to change seeds and verify. Stable test ids, the same on both pages.
 */

export const INFO_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="7.5" r="1.4" fill="currentColor"/><path d="M12 11v6" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/></svg>';

export const FAIR_SHEET_STYLE = `
.info{width:44px;height:44px;border-radius:50%;border:0;background:#ffffff1f;color:#fff;display:inline-flex;align-items:center;justify-content:center;cursor:pointer;flex:none}
dialog{max-width:min(92vw,520px);border:0;border-radius:16px;background:#24143f;color:#fff;padding:20px}
dialog::backdrop{background:#000a}
dialog h2{margin:0 0 8px;font-size:20px}dialog dd{word-break:break-all;text-align:left;font-family:ui-monospace,monospace;font-weight:400;margin:0 0 6px}
dialog dl{display:block}dialog a{color:#ffd45c}
.close{margin-top:14px;min-height:44px;padding:0 20px;border-radius:999px;border:2px solid #fff;background:none;color:#fff;font:inherit;cursor:pointer}
`;

/** Wires the button and the dialog (runs in the page): open as a modal, close, focus back on the button. */
export const FAIR_SHEET_SCRIPT =
  "(function(){var d=document,f=d.getElementById('fair'),o=d.getElementById('fair-open');o.addEventListener('click',function(){f.showModal();});d.getElementById('fair-close').addEventListener('click',function(){f.close();});f.addEventListener('close',function(){o.focus();});})();";

export type FairSheetText =
  | 'fairOpen'
  | 'fairTitle'
  | 'fairHow'
  | 'fairHash'
  | 'fairClient'
  | 'fairNonce'
  | 'fairVerify'
  | 'close';

/** The ⓘ button alone (a table whose dialog shows other details, as the live table's drawn rounds, opens it too). */
export const fairButton = (text: (key: FairSheetText) => string, buttonTestId: string, translated = false) =>
  `<button type="button" class="info" id="fair-open" aria-haspopup="dialog"${translated ? ' data-t-label="fairOpen"' : ''} aria-label="${text('fairOpen')}" data-testid="${buttonTestId}">${INFO_ICON}</button>`;

/**
 * The ⓘ button and the dialog. `text` gives each label as HTML (escaped by the caller); `translated` marks them with their keys
 * (`data-t`, `data-t-label`) for a page that relays its texts in the player's language.
 */
export function fairSheet(
  text: (key: FairSheetText) => string,
  fair: { serverSeedHash: string; clientSeed: string; nonce: number },
  buttonTestId: string,
  translated = false,
): { button: string; dialog: string } {
  const t = (key: FairSheetText) => `${translated ? ` data-t="${key}"` : ''}>${text(key)}`;
  return {
    button: fairButton(text, buttonTestId, translated),
    dialog: `<dialog id="fair" aria-labelledby="fair-title" data-testid="${buttonTestId.replace(/-open$/, '')}">
<h2 id="fair-title"${t('fairTitle')}</h2><p${t('fairHow')}</p>
<dl><dt${t('fairHash')}</dt><dd data-testid="game-seed-hash" id="seed-hash">${escapeHtml(fair.serverSeedHash)}</dd>
<dt${t('fairClient')}</dt><dd data-testid="game-client-seed" id="client-seed">${escapeHtml(fair.clientSeed)}</dd>
<dt${t('fairNonce')}</dt><dd data-testid="game-nonce" id="nonce">${fair.nonce}</dd></dl>
<a href="/fair" target="_top" data-testid="game-verify-link"${t('fairVerify')}</a><br>
<button type="button" class="close" id="fair-close"${t('close')}</button>
</dialog>`,
  };
}
