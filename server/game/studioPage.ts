/**
 * What the in-house studios' pages share (the Color Game's, the arcade's): the ⓘ icon, the base styles
 * (header, figures, fairness dialog, loading skeleton, error state, reduced motion), the language pick, and the
 * error page. Each page adds its own table, script and texts.
 */

import { escapeHtml } from '../http/html';
import { pesos } from './pesos';

/** JSON inside a script element: `<` escaped so no text can close the element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const INFO_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="7.5" r="1.4" fill="currentColor"/><path d="M12 11v6" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/></svg>';

/** The studios' common styles; each page sets its own background and table after these. */
export const BASE_STYLE = `
*{box-sizing:border-box}html,body{margin:0;min-height:100%}
body{font:16px/1.4 system-ui,sans-serif;color:#fff}
.app{width:min(100%,980px);margin:0 auto;padding:12px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
header{display:flex;align-items:flex-start;justify-content:space-between;gap:8px}
h1{font-size:20px;margin:0}.by{margin:2px 0 0;font-size:14px;color:#d9cdf5}
.info{width:44px;height:44px;border-radius:50%;border:0;background:#ffffff1f;color:#fff;display:inline-flex;align-items:center;justify-content:center;cursor:pointer}
button:focus-visible,input:focus-visible+span,input:focus-visible,a:focus-visible{outline:3px solid #ffd45c;outline-offset:2px}
.table{display:grid;gap:16px;margin-top:12px}
@media (min-width:720px){.table{grid-template-columns:1fr 1fr;align-items:start}h1{font-size:24px}}
fieldset{border:0;margin:0 0 12px;padding:0}legend{font-weight:600;margin-bottom:6px;padding:0}
.chips div{display:flex;gap:8px;flex-wrap:wrap}
.chip input{position:absolute;opacity:0;width:1px;height:1px}
.chip span{display:inline-flex;min-width:56px;min-height:44px;align-items:center;justify-content:center;border-radius:999px;border:3px dashed #ffffff80;background:#7a2a9c;font-weight:700;padding:0 10px;cursor:pointer}
.chip input:checked+span{background:#f5b400;color:#1b1030;border-color:#fff}
dl.figures{display:grid;grid-template-columns:1fr auto;gap:4px 12px;margin:0 0 12px}
dt{color:#d9cdf5}dd{margin:0;text-align:right;font-weight:700}
.play{width:100%;min-height:52px;border:0;border-radius:999px;background:#f5b400;color:#1b1030;font-size:20px;font-weight:800;cursor:pointer}
.play:disabled{opacity:.6;cursor:progress}
[role=alert]{min-height:1.4em;color:#ffb0b0;margin:8px 0}
.rules{font-size:13px;color:#d9cdf5;margin:8px 0 0}
dialog{max-width:min(92vw,520px);border:0;border-radius:16px;background:#24143f;color:#fff;padding:20px}
dialog::backdrop{background:#000a}
dialog h2{margin:0 0 8px;font-size:20px}dialog dd{word-break:break-all;text-align:left;font-family:ui-monospace,monospace;font-weight:400;margin-bottom:6px}
dialog dl{display:block}dialog a{color:#ffd45c}
.close{margin-top:14px;min-height:44px;padding:0 20px;border-radius:999px;border:2px solid #fff;background:none;color:#fff;font:inherit;cursor:pointer}
.skeleton{display:grid;gap:12px}
.sk{border-radius:14px;background:linear-gradient(90deg,#ffffff14 25%,#ffffff29 50%,#ffffff14 75%);background-size:200% 100%;animation:shimmer 1.2s linear infinite}
.sk-title{height:44px;width:60%}.sk-btn{height:52px;border-radius:999px}
@keyframes shimmer{to{background-position:-200% 0}}
@keyframes pop{0%{transform:scale(.6);opacity:0}70%{transform:scale(1.15)}100%{transform:scale(1);opacity:1}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}}
.error{max-width:420px;margin:20vh auto;text-align:center;padding:16px}
`;

/**
 * Picks the page's language: a `lang` launch parameter, else the language the framing lobby shows, else the
 * browser's; then writes every `data-t` text and `data-t-label` name in it.
 */
export const LANGUAGE_SCRIPT = `
function pickLang(){var tags=[new URLSearchParams(location.search).get('lang')];
try{if(window.parent!==window)tags.push(window.parent.document.documentElement.lang);}catch(e){}
tags=tags.concat(navigator.languages||[navigator.language]);
for(var i=0;i<tags.length;i++){if(!tags[i])continue;var l=String(tags[i]).toLowerCase().split('-')[0];if(l==='fil'||l==='tl')return 'fil-PH';if(l==='en')return 'en-PH';}
return 'en-PH';}
function applyTexts(t){var n=document.querySelectorAll('[data-t]');for(var i=0;i<n.length;i++){n[i].textContent=t[n[i].getAttribute('data-t')];}
n=document.querySelectorAll('[data-t-label]');for(i=0;i<n.length;i++){n[i].setAttribute('aria-label',t[n[i].getAttribute('data-t-label')]);}}
`;

/** The fairness dialog's open, close and focus return (ids fair, fair-open, fair-close). */
export const FAIR_DIALOG_SCRIPT = `
d.getElementById('fair-open').addEventListener('click',function(){d.getElementById('fair').showModal();});
d.getElementById('fair-close').addEventListener('click',function(){d.getElementById('fair').close();});
d.getElementById('fair').addEventListener('close',function(){d.getElementById('fair-open').focus();});
`;

const ERROR_SCRIPT = `
(function(){
${LANGUAGE_SCRIPT}
var TEXTS=JSON.parse(document.getElementById('texts').textContent),lang=pickLang();document.documentElement.lang=lang;applyTexts(TEXTS[lang]);
})();
`;

export function studioDocument(title: string, style: string, body: string, attrs = ''): string {
  return `<!doctype html><html lang="en-PH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${BASE_STYLE}${style}</style></head><body${attrs}>${body}</body></html>`;
}

type ErrorText = 'unavailable' | 'ticketUnknown' | 'ticketExpired' | 'ticketClosed';

/** The error state: a ticket refused (unknown, expired, left) or a game no longer playable, in the player's language. */
export function studioErrorPage(
  texts: Record<'en-PH' | 'fil-PH', Record<ErrorText, string>>,
  style: string,
  reason: Exclude<ErrorText, 'unavailable'> | null,
  message = '',
): string {
  const en = texts['en-PH'];
  const body = reason
    ? `<p role="alert" data-testid="game-error" data-t="${reason}">${escapeHtml(en[reason])}</p>`
    : `<p role="alert" data-testid="game-error">${escapeHtml(message)}</p>`;
  return studioDocument(
    en.unavailable,
    style,
    `<main class="error"><h1 data-t="unavailable">${escapeHtml(en.unavailable)}</h1>${body}</main><script type="application/json" id="texts">${inlineJson(texts)}</script><script>${ERROR_SCRIPT}</script>`,
  );
}

/** One chip of the page's chip row (a radio button, the second chip chosen first), in centavos. */
export function chipRadio(amount: number, index: number): string {
  return `<label class="chip"><input type="radio" name="chip" value="${amount}"${index === 1 ? ' checked' : ''}><span>${escapeHtml(pesos(amount).replace(/\.00$/, ''))}</span></label>`;
}

/** The page's header: the game's title, the studio that serves it, and the ⓘ button that opens the fairness dialog. */
export function studioHeader(
  text: (key: 'by' | 'fairOpen') => string,
  game: { gameName: string; providerName: string },
  fairTestId: string,
): string {
  return `<header><div><h1 data-testid="game-title">${escapeHtml(game.gameName)}</h1>
<p class="by"><span data-t="by">${text('by')}</span> <span data-testid="game-provider">${escapeHtml(game.providerName)}</span></p></div>
<button type="button" class="info" id="fair-open" aria-haspopup="dialog" data-t-label="fairOpen" aria-label="${text('fairOpen')}" data-testid="${fairTestId}">${INFO_ICON}</button></header>`;
}

/** The fairness dialog behind the ⓘ button: the committed seed pair and the link to the verify page. */
export function fairDialog(
  text: (key: 'fairTitle' | 'fairHow' | 'fairHash' | 'fairClient' | 'fairNonce' | 'fairVerify' | 'close') => string,
  fair: { serverSeedHash: string; clientSeed: string; nonce: number },
  testId: string,
): string {
  return `<dialog id="fair" aria-labelledby="fair-title" data-testid="${testId}">
<h2 id="fair-title" data-t="fairTitle">${text('fairTitle')}</h2><p data-t="fairHow">${text('fairHow')}</p>
<dl><dt data-t="fairHash">${text('fairHash')}</dt><dd data-testid="game-seed-hash" id="seed-hash">${escapeHtml(fair.serverSeedHash)}</dd>
<dt data-t="fairClient">${text('fairClient')}</dt><dd data-testid="game-client-seed" id="client-seed">${escapeHtml(fair.clientSeed)}</dd>
<dt data-t="fairNonce">${text('fairNonce')}</dt><dd data-testid="game-nonce" id="nonce">${fair.nonce}</dd></dl>
<a href="/fair" target="_top" data-testid="game-verify-link" data-t="fairVerify">${text('fairVerify')}</a><br>
<button type="button" class="close" id="fair-close" data-t="close">${text('close')}</button>
</dialog>`;
}
