import { escapeHtml } from '../http/html';
import { FAIR_SHEET_STYLE, fairButton, fairSheet } from './fairSheet';
import { pesos } from './pesos';
import type { StudioLanguage, StudioText } from './studioTexts';

/**
 * What every in-house table's page shares (the Color Game, Baccarat, the virtual sports, the live Perya Wheel): the
 * document, the look of the header, chips, figures, Play button, loading skeleton, fairness dialog and error state,
 * the language pick, and the script's helpers. Each game adds its own table, words and script. No framework: the
 * studio's page stays small and inline.
 */

/** JSON inside a script element: `<` escaped so no text can close the element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const STUDIO_STYLE = `
*{box-sizing:border-box}html,body{margin:0;min-height:100%}
body{font:16px/1.4 system-ui,sans-serif;background:radial-gradient(circle at 50% 0,#3a1f63,#160c28 70%);color:#fff}
.app{width:min(100%,980px);margin:0 auto;padding:12px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
header{display:flex;align-items:flex-start;justify-content:space-between;gap:8px}
h1{font-size:20px;margin:0}.by{margin:2px 0 0;font-size:14px;color:#d9cdf5}
button:focus-visible,input:focus-visible+span,a:focus-visible{outline:3px solid #ffd45c;outline-offset:2px}
.table{display:grid;gap:16px;margin-top:12px}
@media (min-width:720px){.table{grid-template-columns:1fr 1fr;align-items:start}h1{font-size:24px}}
.result{min-height:1.5em;margin:12px 0 0;font-weight:700;font-size:18px}
.result.win{color:#ffd45c;animation:pop .6s ease-out}
@keyframes pop{0%{transform:scale(.6);opacity:0}70%{transform:scale(1.15)}100%{transform:scale(1);opacity:1}}
fieldset{border:0;margin:0 0 12px;padding:0}legend{font-weight:600;margin-bottom:6px;padding:0}
.chips div{display:flex;gap:8px;flex-wrap:wrap}
.chip{position:relative}.chip input{position:absolute;left:0;top:0;opacity:0;width:1px;height:1px}
.chip span{display:inline-flex;min-width:56px;min-height:44px;align-items:center;justify-content:center;border-radius:999px;border:3px dashed #ffffff80;background:#7a2a9c;font-weight:700;padding:0 10px;cursor:pointer}
.chip input:checked+span{background:#f5b400;color:#1b1030;border-color:#fff}
dl.figures{display:grid;grid-template-columns:1fr auto;gap:4px 12px;margin:0 0 12px}
dt{color:#d9cdf5}dd{margin:0;text-align:right;font-weight:700}
.play{width:100%;min-height:52px;border:0;border-radius:999px;background:#f5b400;color:#1b1030;font-size:20px;font-weight:800;cursor:pointer}
.play:disabled{opacity:.6;cursor:progress}
[role=alert]{min-height:1.4em;color:#ffb0b0;margin:8px 0}
.rules{font-size:13px;color:#d9cdf5;margin:8px 0 0}
${FAIR_SHEET_STYLE}
.skeleton{display:grid;gap:12px}
.sk{border-radius:14px;background:linear-gradient(90deg,#ffffff14 25%,#ffffff29 50%,#ffffff14 75%);background-size:200% 100%;animation:shimmer 1.2s linear infinite}
.sk-title{height:44px;width:60%}.sk-table{height:140px}.sk-board{height:160px}.sk-btn{height:52px;border-radius:999px}
@keyframes shimmer{to{background-position:-200% 0}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}}
.error{max-width:420px;margin:20vh auto;text-align:center;padding:16px}
`;

/** Colour bets as toggle buttons (the Color Game's board, the live wheel's): a bet shown by its border and amount. */
export const BET_TOGGLES_STYLE = `
.colors{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.color{min-height:72px;border-radius:14px;border:3px solid transparent;background:#ffffff14;color:#fff;font:inherit;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;padding:6px;cursor:pointer}
.color svg{width:34px;height:34px}
.color[aria-pressed=true]{border-color:#ffd45c;background:#ffd45c2e}
.color .amount{font-size:13px;font-weight:700;color:#ffd45c;min-height:1.2em}
`;

/**
 * Picks the page's language: a `lang` launch parameter, else the language the framing lobby shows, else the
 * browser's; then writes every `data-t` text and `data-t-label` name in it.
 */
const LANGUAGE_SCRIPT = `
function pickLang(){var tags=[new URLSearchParams(location.search).get('lang')];
try{if(window.parent!==window)tags.push(window.parent.document.documentElement.lang);}catch(e){}
tags=tags.concat(navigator.languages||[navigator.language]);
for(var i=0;i<tags.length;i++){if(!tags[i])continue;var l=String(tags[i]).toLowerCase().split('-')[0];if(l==='fil'||l==='tl')return 'fil-PH';if(l==='en')return 'en-PH';}
return 'en-PH';}
function applyTexts(t){var n=document.querySelectorAll('[data-t]');for(var i=0;i<n.length;i++){n[i].textContent=t[n[i].getAttribute('data-t')];}
n=document.querySelectorAll('[data-t-label]');for(i=0;i<n.length;i++){n[i].setAttribute('aria-label',t[n[i].getAttribute('data-t-label')]);}}
`;

/**
 * The start of a table's script: the texts in the player's language, `say` (a text with its `{names}` filled),
 * `fmt` (centavos as pesos), `chip` (the chosen chip), `tellBalance` (the balance shown and told to the lobby),
 * `showFair` (a round's seeds in the fairness dialog), `settle` (a round's answer: both of those, or a refusal in the
 * player's words) and the dialog's buttons.
 */
export const TABLE_SCRIPT_HEAD = `
${LANGUAGE_SCRIPT}
var d=document,b=d.body,key=b.dataset.key,TEXTS=JSON.parse(d.getElementById('texts').textContent);
var lang=pickLang(),t=TEXTS[lang];d.documentElement.lang=lang;applyTexts(t);
var game=d.getElementById('game'),play=d.getElementById('play'),bal=d.getElementById('balance'),stake=d.getElementById('stake'),win=d.getElementById('win'),
msg=d.getElementById('message'),result=d.getElementById('result'),chips=d.querySelectorAll('input[name=chip]'),fair=d.getElementById('fair'),fairOpen=d.getElementById('fair-open');
var rounds=0;
function say(k,v){var s=t[k];for(var n in v)s=s.split('{'+n+'}').join(v[n]);return s;}
function fmt(v){var a=Math.abs(v);return (v<0?'-':'')+'\\u20b1'+Math.floor(a/100).toLocaleString('en-US')+'.'+String(a%100).padStart(2,'0');}
function chip(){for(var i=0;i<chips.length;i++)if(chips[i].checked)return Number(chips[i].value);return Number(chips[0].value);}
function tellBalance(coin){bal.textContent=fmt(coin);if(window.parent!==window)window.parent.postMessage({type:'demo-game:balance',coin:coin},location.origin);}
function showFair(j){d.getElementById('nonce').textContent=String(j.nonce);d.getElementById('seed-hash').textContent=j.serverSeedHash;d.getElementById('client-seed').textContent=j.clientSeed;}
function settle(j,staked){
 if(typeof j.coin==='number')tellBalance(j.coin);
 if(j.ok){rounds++;game.dataset.round=String(rounds);win.textContent=fmt(j.win);showFair(j);}
 else msg.textContent=t[j.reason]?say(j.reason,{amount:fmt(staked)}):(j.message||t.network);
 return j.ok;}
function playing(on){play.disabled=on;play.textContent=on?t.busy:t.play;game.dataset.state=on?'playing':'ready';}
fairOpen.addEventListener('click',function(){fair.showModal();});
d.getElementById('fair-close').addEventListener('click',function(){fair.close();});
fair.addEventListener('close',function(){fairOpen.focus();});
`;

/** The end of a table's script: the skeleton gives way to the laid table. */
export const TABLE_SCRIPT_READY = `d.getElementById('skeleton').remove();game.hidden=false;game.dataset.state='ready';`;

const ERROR_SCRIPT = `
(function(){
${LANGUAGE_SCRIPT}
var TEXTS=JSON.parse(document.getElementById('texts').textContent),lang=pickLang();document.documentElement.lang=lang;applyTexts(TEXTS[lang]);
})();
`;

export function studioDocument(title: string, style: string, body: string, attrs = ''): string {
  return `<!doctype html><html lang="en-PH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body${attrs}>${body}</body></html>`;
}

/** The English text of a key, escaped (what the page shows before its script picks the player's language). */
export type EnglishText<K extends string> = (key: K) => string;

export function englishOf<K extends string>(texts: Record<StudioLanguage, Record<K, string>>): EnglishText<K> {
  return (key) => escapeHtml(texts['en-PH'][key]);
}

/** What a table's page is opened with: the game, the session and the committed seed pair. */
export interface StudioPageInput {
  gameName: string;
  /** The studio that serves the game, named under its title. */
  providerName: string;
  playKey: string;
  coin: number;
  /** The committed seed pair (provably fair): SHA-256 of the server seed, the client seed, results so far. */
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
}

/** The loading skeleton, shown until the script has laid the table in the player's language. */
export const skeleton = (text: EnglishText<StudioText>, testId: string) =>
  `<div class="skeleton" id="skeleton" role="status" data-testid="${testId}"><span class="sr" data-t="loading">${text('loading')}</span><div class="sk sk-title"></div><div class="sk sk-table"></div><div class="sk sk-board"></div><div class="sk sk-btn"></div></div>`;

/** The title, the studio's name and the ⓘ button of the fairness dialog. */
export const tableHeader = (
  text: EnglishText<StudioText>,
  input: Pick<StudioPageInput, 'gameName' | 'providerName'>,
  fairTestId: string,
) =>
  `<header><div><h1 data-testid="game-title">${escapeHtml(input.gameName)}</h1>
<p class="by"><span data-t="by">${text('by')}</span> <span data-testid="game-provider">${escapeHtml(input.providerName)}</span></p></div>
${fairButton(text, fairTestId, true)}</header>`;

function chipRadio(amount: number, index: number): string {
  return `<label class="chip"><input type="radio" name="chip" value="${amount}"${index === 1 ? ' checked' : ''}><span>${escapeHtml(pesos(amount).replace(/\.00$/, ''))}</span></label>`;
}

/** The chips (the second one chosen), under a legend. */
export const chipsFieldset = (legend: string, chips: readonly number[]) =>
  `<fieldset class="chips"><legend data-t="chips">${legend}</legend><div>${chips.map(chipRadio).join('')}</div></fieldset>`;

/** Balance, stake and last win; `more` is a game's own figures (`<dt>`/`<dd>` pairs), shown after the stake. */
export const figures = (text: EnglishText<StudioText>, coin: number, more = '') => `<dl class="figures">
<dt data-t="balance">${text('balance')}</dt><dd data-testid="game-balance" id="balance">${pesos(coin)}</dd>
<dt data-t="stake">${text('stake')}</dt><dd data-testid="game-stake" id="stake">${pesos(0)}</dd>
${more}<dt data-t="lastWin">${text('lastWin')}</dt><dd data-testid="game-last-win" id="win">${pesos(0)}</dd>
</dl>`;

/** Play, the message line (refusals, errors) and the rules in brief. */
export const playButton = (text: EnglishText<StudioText>, testId: string) =>
  `<button type="button" class="play" id="play" data-t="play" data-testid="${testId}">${text('play')}</button>
<p role="alert" data-testid="game-message" id="message"></p>
<p class="rules" data-t="rules">${text('rules')}</p>`;

/** The fairness details: the committed hash, the client seed, the last nonce and the way to the verify page. */
export const fairDialog = (text: EnglishText<StudioText>, input: StudioPageInput, testId: string) =>
  fairSheet(text, input.fair, `${testId}-open`, true).dialog;

/** The error state: a ticket refused (unknown, expired, left) or a game no longer playable, in the player's language. */
export function studioErrorPage(
  texts: Record<StudioLanguage, Record<StudioText, string>>,
  reason: 'ticketUnknown' | 'ticketExpired' | 'ticketClosed' | null,
  message = '',
): string {
  const text = englishOf(texts);
  const body = reason
    ? `<p role="alert" data-testid="game-error" data-t="${reason}">${text(reason)}</p>`
    : `<p role="alert" data-testid="game-error">${escapeHtml(message)}</p>`;
  return studioDocument(
    texts['en-PH'].unavailable,
    STUDIO_STYLE,
    `<main class="error"><h1 data-t="unavailable">${text('unavailable')}</h1>${body}</main><script type="application/json" id="texts">${inlineJson(texts)}</script><script>${ERROR_SCRIPT}</script>`,
  );
}
