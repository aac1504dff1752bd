import { COLOR_CHIPS, COLOR_MAX_COLORS, COLORS, type Color } from '../../src/api/contract/colorGame';
import { COLOR_TEXTS, type ColorText } from './colorGameTexts';
import { pesos } from './pesos';

/**
 * The Color Game's page (served like the demo slot's, framed by the lobby): three dice drawn as SVG faces, the
 * six-colour board as toggle buttons, chips, Play, a roll animation (none under prefers-reduced-motion), the win
 * highlighted, the balance after each round, a loading skeleton until the script has laid the table in the player's
 * language, and the fairness details in a dialog behind the ⓘ button. Stable test ids, as on the slot's page.
 */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** JSON inside a script element: `<` escaped so no text can close the element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Face colours, and a shape per colour so a colour is never told by its hue alone (WCAG 1.4.1). */
const FACE: Record<Color, { fill: string; ink: string; shape: string }> = {
  yellow: { fill: '#f7c81e', ink: '#5c4500', shape: '<circle cx="50" cy="50" r="17"/>' },
  white: { fill: '#f6f4ee', ink: '#55506a', shape: '<rect x="34" y="34" width="32" height="32" rx="3"/>' },
  pink: {
    fill: '#f490b8',
    ink: '#6d1740',
    shape: '<circle cx="50" cy="50" r="16" fill="none" stroke="currentColor" stroke-width="8"/>',
  },
  blue: { fill: '#2f6fdf', ink: '#dce8ff', shape: '<path d="M50 29 71 50 50 71 29 50Z"/>' },
  red: { fill: '#d93a3a', ink: '#ffe0e0', shape: '<path d="M50 30 70 67H30Z"/>' },
  green: { fill: '#2e9e4f', ink: '#e0ffe9', shape: '<path d="M43 30h14v13h13v14H57v13H43V57H30V43h13z"/>' },
};

/** One die face (or a blank die before the first roll), 100 × 100. */
export function dieFaceSvg(color: Color | null): string {
  const face = color ? FACE[color] : { fill: '#4a3a6e', ink: '#8d7fb0', shape: '<circle cx="50" cy="50" r="6"/>' };
  return `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false"><rect x="4" y="4" width="92" height="92" rx="18" fill="${face.fill}" stroke="#00000040" stroke-width="3"/><path d="M14 26a12 12 0 0 1 12-12h48" fill="none" stroke="#ffffff66" stroke-width="5" stroke-linecap="round"/><g fill="currentColor" style="color:${face.ink}">${face.shape}</g></svg>`;
}

export const INFO_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="7.5" r="1.4" fill="currentColor"/><path d="M12 11v6" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/></svg>';

export const STYLE = `
*{box-sizing:border-box}html,body{margin:0;min-height:100%}
body{font:16px/1.4 system-ui,sans-serif;background:radial-gradient(circle at 50% 0,#3a1f63,#160c28 70%);color:#fff}
.app{width:min(100%,980px);margin:0 auto;padding:12px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
header{display:flex;align-items:flex-start;justify-content:space-between;gap:8px}
h1{font-size:20px;margin:0}.by{margin:2px 0 0;font-size:14px;color:#d9cdf5}
.info{width:44px;height:44px;border-radius:50%;border:0;background:#ffffff1f;color:#fff;display:inline-flex;align-items:center;justify-content:center;cursor:pointer}
button:focus-visible,input:focus-visible+span,a:focus-visible{outline:3px solid #ffd45c;outline-offset:2px}
.table{display:grid;gap:16px;margin-top:12px}
@media (min-width:720px){.table{grid-template-columns:1fr 1fr;align-items:start}h1{font-size:24px}}
.dice-area{background:#0f3d2a;border:6px solid #6b3f1d;border-radius:20px;padding:18px 8px;text-align:center}
.dice{display:flex;gap:12px;justify-content:center}
.die{width:min(26vw,96px);aspect-ratio:1;display:block;border-radius:18px}
.die svg{width:100%;height:100%;display:block}
.die.hit{box-shadow:0 0 0 4px #ffd45c,0 0 18px 6px #ffd45c99}
.dice.rolling .die{animation:tumble .45s linear infinite}
.die.landed{animation:land .35s ease-out}
@keyframes tumble{0%{transform:rotate(0) translateY(0)}25%{transform:rotate(90deg) translateY(-8px)}50%{transform:rotate(180deg) translateY(0)}75%{transform:rotate(270deg) translateY(-8px)}100%{transform:rotate(360deg)}}
@keyframes land{0%{transform:scale(1.25)}60%{transform:scale(.92)}100%{transform:scale(1)}}
.result{min-height:1.5em;margin:12px 0 0;font-weight:700;font-size:18px}
.result.win{color:#ffd45c;animation:pop .6s ease-out}
@keyframes pop{0%{transform:scale(.6);opacity:0}70%{transform:scale(1.15)}100%{transform:scale(1);opacity:1}}
fieldset{border:0;margin:0 0 12px;padding:0}legend{font-weight:600;margin-bottom:6px;padding:0}
.colors{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.color{min-height:72px;border-radius:14px;border:3px solid transparent;background:#ffffff14;color:#fff;font:inherit;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;padding:6px;cursor:pointer}
.color svg{width:34px;height:34px}
.color[aria-pressed=true]{border-color:#ffd45c;background:#ffd45c2e}
.color .amount{font-size:13px;font-weight:700;color:#ffd45c;min-height:1.2em}
.color.won{animation:glow 1s ease-in-out 2;box-shadow:0 0 0 3px #ffd45c,0 0 20px 4px #ffd45caa}
@keyframes glow{50%{box-shadow:0 0 0 3px #fff,0 0 28px 8px #ffd45c}}
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
.sk-title{height:44px;width:60%}.sk-dice{height:140px}.sk-board{height:160px}.sk-btn{height:52px;border-radius:999px}
@keyframes shimmer{to{background-position:-200% 0}}
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

/** Runs in the page: one POST per round, shows the server's figures, tells the parent the new balance. */
const SCRIPT = `
(function(){
${LANGUAGE_SCRIPT}
var d=document,b=d.body,key=b.dataset.key,TEXTS=JSON.parse(d.getElementById('texts').textContent),FACES=JSON.parse(d.getElementById('faces').textContent);
var COLORS=${inlineJson(COLORS)},MAX=${COLOR_MAX_COLORS};
var lang=pickLang(),t=TEXTS[lang];d.documentElement.lang=lang;applyTexts(t);
var game=d.getElementById('game'),play=d.getElementById('play'),bal=d.getElementById('balance'),stake=d.getElementById('stake'),win=d.getElementById('win'),
msg=d.getElementById('message'),result=d.getElementById('result'),dice=d.getElementById('dice'),dies=dice.querySelectorAll('.die'),
buttons=d.querySelectorAll('.color'),chips=d.querySelectorAll('input[name=chip]'),fair=d.getElementById('fair'),fairOpen=d.getElementById('fair-open');
var chosen=[],rounds=0;
function say(k,v){var s=t[k];for(var n in v)s=s.split('{'+n+'}').join(v[n]);return s;}
function fmt(v){var a=Math.abs(v);return (v<0?'-':'')+'\\u20b1'+Math.floor(a/100).toLocaleString('en-US')+'.'+String(a%100).padStart(2,'0');}
function chip(){for(var i=0;i<chips.length;i++)if(chips[i].checked)return Number(chips[i].value);return Number(chips[0].value);}
function render(){var c=chip();for(var i=0;i<buttons.length;i++){var on=chosen.indexOf(buttons[i].dataset.color)>=0;buttons[i].setAttribute('aria-pressed',String(on));buttons[i].querySelector('.amount').textContent=on?fmt(c):'';}
stake.textContent=fmt(c*chosen.length);}
function clearWin(){for(var i=0;i<buttons.length;i++)buttons[i].classList.remove('won');for(i=0;i<dies.length;i++)dies[i].classList.remove('hit');result.classList.remove('win');}
for(var i=0;i<buttons.length;i++)buttons[i].addEventListener('click',function(e){var c=e.currentTarget.dataset.color,at=chosen.indexOf(c);msg.textContent='';
 if(at>=0)chosen.splice(at,1);else if(chosen.length>=MAX){msg.textContent=say('maxColors',{count:MAX});return;}else chosen.push(c);render();});
for(i=0;i<chips.length;i++)chips[i].addEventListener('change',render);
function showDice(values,bets){var names=[];for(var i=0;i<dies.length;i++){var die=dies[i];die.innerHTML=FACES[values[i]];die.dataset.color=COLORS[values[i]];names.push(t[COLORS[values[i]]]);
 die.classList.remove('landed');void die.offsetWidth;die.classList.add('landed');if(bets.indexOf(COLORS[values[i]])>=0)die.classList.add('hit');}
 dice.setAttribute('aria-label',say('dice',{dice:names.join(', ')}));}
play.addEventListener('click',function(){
 msg.textContent='';if(chosen.length===0){msg.textContent=t.pickColor;return;}
 var c=chip(),bets=chosen.slice();clearWin();result.textContent='';
 play.disabled=true;play.textContent=t.rolling;game.dataset.state='rolling';dice.classList.add('rolling');
 fetch('/sandbox/color-game/play',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({key:key,bets:bets.map(function(x){return {color:x,amount:c};})})})
 .then(function(r){return r.json();})
 .then(function(j){
  if(typeof j.coin==='number'){bal.textContent=fmt(j.coin);if(window.parent!==window)window.parent.postMessage({type:'demo-game:balance',coin:j.coin},location.origin);}
  if(j.ok){rounds++;game.dataset.round=String(rounds);dice.classList.remove('rolling');showDice(j.dice,bets);win.textContent=fmt(j.win);
   d.getElementById('nonce').textContent=String(j.nonce);d.getElementById('seed-hash').textContent=j.serverSeedHash;d.getElementById('client-seed').textContent=j.clientSeed;
   if(j.win>0){result.textContent=say('won',{amount:fmt(j.win)});result.classList.add('win');
    for(var i=0;i<buttons.length;i++)if(bets.indexOf(buttons[i].dataset.color)>=0&&j.dice.indexOf(COLORS.indexOf(buttons[i].dataset.color))>=0)buttons[i].classList.add('won');}
   else result.textContent=t.lost;}
  else msg.textContent=t[j.reason]?say(j.reason,{amount:fmt(c*bets.length)}):(j.message||t.network);
 })
 .catch(function(){msg.textContent=t.network;})
 .then(function(){dice.classList.remove('rolling');play.disabled=false;play.textContent=t.play;game.dataset.state='ready';});
});
fairOpen.addEventListener('click',function(){fair.showModal();});
d.getElementById('fair-close').addEventListener('click',function(){fair.close();});
fair.addEventListener('close',function(){fairOpen.focus();});
render();
d.getElementById('skeleton').remove();game.hidden=false;game.dataset.state='ready';
})();
`;

const ERROR_SCRIPT = `
(function(){
${LANGUAGE_SCRIPT}
var TEXTS=JSON.parse(document.getElementById('texts').textContent),lang=pickLang();document.documentElement.lang=lang;applyTexts(TEXTS[lang]);
})();
`;

/** An in-house studio's page: the shared look, and a game's own rules after it. */
export function page(title: string, body: string, attrs = '', style = ''): string {
  return `<!doctype html><html lang="en-PH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}${style}</style></head><body${attrs}>${body}</body></html>`;
}

const text = (key: ColorText | Color) => escapeHtml(COLOR_TEXTS['en-PH'][key]);

export interface ColorGamePageInput {
  gameName: string;
  /** The studio that serves the game, named under its title. */
  providerName: string;
  playKey: string;
  coin: number;
  /** The committed seed pair (provably fair): SHA-256 of the server seed, the client seed, results so far. */
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
}

function colorButton(color: Color): string {
  const face = FACE[color];
  return `<button type="button" class="color" data-color="${color}" aria-pressed="false" data-testid="color-bet-${color}"><svg viewBox="0 0 100 100" aria-hidden="true" focusable="false"><rect x="6" y="6" width="88" height="88" rx="20" fill="${face.fill}" stroke="#00000040" stroke-width="3"/><g fill="currentColor" style="color:${face.ink}">${face.shape}</g></svg><span data-t="${color}">${text(color)}</span><span class="amount"></span></button>`;
}

function chipRadio(amount: number, index: number): string {
  return `<label class="chip"><input type="radio" name="chip" value="${amount}"${index === 1 ? ' checked' : ''}><span>${escapeHtml(pesos(amount).replace(/\.00$/, ''))}</span></label>`;
}

export function colorGamePage({ gameName, providerName, playKey, coin, fair }: ColorGamePageInput): string {
  const blank = `<span class="die">${dieFaceSvg(null)}</span>`;
  return page(
    gameName,
    `<main class="app">
<div class="skeleton" id="skeleton" role="status" data-testid="color-game-loading"><span class="sr" data-t="loading">${text('loading')}</span><div class="sk sk-title"></div><div class="sk sk-dice"></div><div class="sk sk-board"></div><div class="sk sk-btn"></div></div>
<div id="game" hidden data-testid="color-game" data-state="loading" data-round="0">
<header><div><h1 data-testid="game-title">${escapeHtml(gameName)}</h1>
<p class="by"><span data-t="by">${text('by')}</span> <span data-testid="game-provider">${escapeHtml(providerName)}</span></p></div>
<button type="button" class="info" id="fair-open" aria-haspopup="dialog" data-t-label="fairOpen" aria-label="${text('fairOpen')}" data-testid="color-fair-open">${INFO_ICON}</button></header>
<div class="table">
<section class="dice-area"><div class="dice" id="dice" role="img" data-t-label="diceWaiting" aria-label="${text('diceWaiting')}" data-testid="color-dice">${blank}${blank}${blank}</div>
<p class="result" id="result" aria-live="polite" data-testid="color-result"></p></section>
<section class="controls">
<fieldset class="board"><legend data-t="board">${text('board')}</legend><div class="colors">${COLORS.map(colorButton).join('')}</div></fieldset>
<fieldset class="chips"><legend data-t="chips">${text('chips')}</legend><div>${COLOR_CHIPS.map(chipRadio).join('')}</div></fieldset>
<dl class="figures">
<dt data-t="balance">${text('balance')}</dt><dd data-testid="game-balance" id="balance">${pesos(coin)}</dd>
<dt data-t="stake">${text('stake')}</dt><dd data-testid="game-stake" id="stake">${pesos(0)}</dd>
<dt data-t="lastWin">${text('lastWin')}</dt><dd data-testid="game-last-win" id="win">${pesos(0)}</dd>
</dl>
<button type="button" class="play" id="play" data-t="play" data-testid="color-play">${text('play')}</button>
<p role="alert" data-testid="game-message" id="message"></p>
<p class="rules" data-t="rules">${text('rules')}</p>
</section></div></div>
<dialog id="fair" aria-labelledby="fair-title" data-testid="color-fair">
<h2 id="fair-title" data-t="fairTitle">${text('fairTitle')}</h2><p data-t="fairHow">${text('fairHow')}</p>
<dl><dt data-t="fairHash">${text('fairHash')}</dt><dd data-testid="game-seed-hash" id="seed-hash">${escapeHtml(fair.serverSeedHash)}</dd>
<dt data-t="fairClient">${text('fairClient')}</dt><dd data-testid="game-client-seed" id="client-seed">${escapeHtml(fair.clientSeed)}</dd>
<dt data-t="fairNonce">${text('fairNonce')}</dt><dd data-testid="game-nonce" id="nonce">${fair.nonce}</dd></dl>
<a href="/fair" target="_top" data-testid="game-verify-link" data-t="fairVerify">${text('fairVerify')}</a><br>
<button type="button" class="close" id="fair-close" data-t="close">${text('close')}</button>
</dialog>
</main><script type="application/json" id="texts">${inlineJson(COLOR_TEXTS)}</script><script type="application/json" id="faces">${inlineJson(COLORS.map(dieFaceSvg))}</script><script>${SCRIPT}</script>`,
    ` data-key="${escapeHtml(playKey)}"`,
  );
}

/** The error state: a ticket refused (unknown, expired, left) or a game no longer playable, in the player's language. */
export function colorErrorPage(
  reason: 'ticketUnknown' | 'ticketExpired' | 'ticketClosed' | null,
  message = '',
): string {
  const body = reason
    ? `<p role="alert" data-testid="game-error" data-t="${reason}">${text(reason)}</p>`
    : `<p role="alert" data-testid="game-error">${escapeHtml(message)}</p>`;
  return page(
    COLOR_TEXTS['en-PH'].unavailable,
    `<main class="error"><h1 data-t="unavailable">${text('unavailable')}</h1>${body}</main><script type="application/json" id="texts">${inlineJson(COLOR_TEXTS)}</script><script>${ERROR_SCRIPT}</script>`,
  );
}
