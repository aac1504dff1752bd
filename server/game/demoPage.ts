import { FAIR_SHEET_SCRIPT, FAIR_SHEET_STYLE, type FairSheetText, fairSheet } from './fairSheet';
import { pesos } from './pesos';

/** The reels' symbols, drawn as SVG (an emoji draws as an empty box where the phone has no such glyph), 100 × 100. */
const SYMBOL_ART = {
  cherry:
    '<path d="M36 62Q40 30 62 18M64 66Q62 38 62 18" stroke="#3a9d3a" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M62 18Q82 10 88 26Q72 28 62 18Z" fill="#4cc14c"/><circle cx="34" cy="68" r="18" fill="#e63946"/><circle cx="66" cy="72" r="18" fill="#e63946"/><circle cx="28" cy="62" r="5" fill="#fff" opacity=".6"/><circle cx="60" cy="66" r="5" fill="#fff" opacity=".6"/>',
  bell: '<path d="M50 14C32 14 26 30 26 48V62L16 74H84L74 62V48C74 30 68 14 50 14Z" fill="#f6c445" stroke="#b7791f" stroke-width="3"/><circle cx="50" cy="82" r="8" fill="#b7791f"/><path d="M38 28Q32 40 34 54" stroke="#fff" stroke-opacity=".6" stroke-width="5" fill="none" stroke-linecap="round"/>',
  clover:
    '<g fill="#2fbf71"><circle cx="50" cy="30" r="15"/><circle cx="30" cy="50" r="15"/><circle cx="70" cy="50" r="15"/><circle cx="50" cy="66" r="15"/></g><path d="M50 56Q54 76 66 90" stroke="#1a7f4b" stroke-width="6" fill="none" stroke-linecap="round"/>',
  gem: '<path d="M18 38L32 18H68L82 38L50 86Z" fill="#5ec8f2"/><path d="M18 38H82M32 18L42 38L50 86L58 38L68 18M42 38L50 18L58 38" stroke="#fff" stroke-opacity=".7" stroke-width="3" fill="none"/>',
  seven:
    '<path d="M22 18H80V30L48 86H30L60 32H22Z" fill="#e63946" stroke="#7a1020" stroke-width="4" stroke-linejoin="round"/>',
  lemon:
    '<ellipse cx="50" cy="52" rx="34" ry="26" fill="#f7e03c" stroke="#c9a800" stroke-width="3"/><path d="M14 52l-6-4M86 52l6-4" stroke="#c9a800" stroke-width="5" stroke-linecap="round"/><path d="M32 40Q40 32 52 32" stroke="#fff" stroke-opacity=".7" stroke-width="5" fill="none" stroke-linecap="round"/>',
} as const;
type SlotSymbol = keyof typeof SYMBOL_ART;

const symbolSvg = (symbol: SlotSymbol) =>
  `<svg viewBox="0 0 100 100" width="56" height="56" aria-hidden="true" focusable="false">${SYMBOL_ART[symbol]}</svg>`;

/** The symbol a multiplier lands on (a miss shows three symbols that do not match). */
const SYMBOL_OF: Readonly<Record<string, SlotSymbol>> = {
  '0.5': 'cherry',
  '2': 'bell',
  '5': 'clover',
  '10': 'gem',
  '50': 'seven',
};

/** The slot's fairness texts (its page is in English: the Color Game's relays the player's language). */
const FAIR_TEXTS: Readonly<Record<FairSheetText, string>> = {
  fairOpen: 'Fairness details',
  fairTitle: 'Provably fair',
  fairHow:
    'Before you spin, the server commits to its secret seed by showing its SHA-256. Each spin comes from HMAC-SHA256 of that seed with your client seed and the spin’s nonce. Change seeds to reveal the server seed and check every spin.',
  fairHash: 'Server seed SHA-256',
  fairClient: 'Client seed',
  fairNonce: 'Last nonce',
  fairVerify: 'Change seeds and verify your spins',
  close: 'Close',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font:16px/1.4 system-ui,sans-serif;background:#1b1030;color:#fff;display:flex;align-items:center;justify-content:center}
main{width:min(92vw,420px);text-align:center;padding:16px}
header{display:flex;align-items:flex-start;justify-content:space-between;gap:8px;text-align:left}
h1{font-size:20px;margin:0 0 4px}
.by{margin:0 0 12px;font-size:14px;opacity:.85}
.reels{display:flex;gap:8px;justify-content:center;margin:12px 0}
.reels span{width:72px;height:72px;border-radius:12px;background:#2d1b52;display:flex;align-items:center;justify-content:center}
dl{display:grid;grid-template-columns:1fr 1fr;gap:4px 12px;margin:12px 0;text-align:left}
dt{opacity:.7}dd{margin:0;text-align:right;font-weight:600}
button{width:100%;padding:14px;border:0;border-radius:999px;background:#f5b400;color:#1b1030;font-size:18px;font-weight:700}
button:disabled{opacity:.5}
[role=alert]{min-height:1.4em;color:#ff8a8a;margin-top:8px}
${FAIR_SHEET_STYLE}`;

/** Runs in the page: one POST per spin, shows the server's figures, tells the parent the new balance. */
const SCRIPT = `
(function(){
var b=document.body,key=b.dataset.key,btn=document.getElementById('spin'),bal=document.getElementById('balance'),
win=document.getElementById('win'),nonce=document.getElementById('nonce'),hash=document.getElementById('seed-hash'),msg=document.getElementById('message'),reels=document.querySelectorAll('.reels span');
var ART=JSON.parse(document.getElementById('symbols').textContent),SYM=${JSON.stringify(SYMBOL_OF)},ALL=Object.keys(ART);
function fmt(v){var a=Math.abs(v);return (v<0?'-':'')+'\\u20b1'+Math.floor(a/100).toLocaleString('en-US')+'.'+String(a%100).padStart(2,'0');}
function show(m){var s=SYM[String(m)],drawn=[];for(var i=0;i<reels.length;i++){drawn[i]=s||ALL[(Math.random()*ALL.length)|0];}
if(!s&&drawn[0]===drawn[1]&&drawn[1]===drawn[2])drawn[2]=drawn[2]==='lemon'?'cherry':'lemon';
for(i=0;i<reels.length;i++){reels[i].innerHTML=ART[drawn[i]];}}
btn.addEventListener('click',function(){
 btn.disabled=true;msg.textContent='';
 fetch('/sandbox/game/spin',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({key:key})})
 .then(function(r){return r.json();})
 .then(function(j){
  if(typeof j.coin==='number'){bal.textContent=fmt(j.coin);if(window.parent!==window)window.parent.postMessage({type:'demo-game:balance',coin:j.coin},location.origin);}
  if(j.ok){win.textContent=fmt(j.win);show(j.multiplier);nonce.textContent=String(j.nonce);hash.textContent=j.serverSeedHash;}else{msg.textContent=j.message||'This spin was refused.';}
 })
 .catch(function(){msg.textContent='Network error: the spin was not made. Try again.';})
 .then(function(){btn.disabled=false;});
});
})();
${FAIR_SHEET_SCRIPT}
`;

function page(title: string, body: string, attrs = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body${attrs}>${body}</body></html>`;
}

export interface DemoPageInput {
  gameName: string;
  /** The studio that serves the game, named under its title. */
  providerName: string;
  playKey: string;
  coin: number;
  stake: number;
  /** The committed seed pair (provably fair): SHA-256 of the server seed, the client seed, spins so far. */
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
}

/** The demo slot: plain HTML with stable test ids (NOTES-4.md), same origin so the SPA can frame it. */
export function demoGamePage({ gameName, providerName, playKey, coin, stake, fair }: DemoPageInput): string {
  const sheet = fairSheet((key) => escapeHtml(FAIR_TEXTS[key]), fair, 'game-fair-open');
  const art = Object.fromEntries(Object.keys(SYMBOL_ART).map((s) => [s, symbolSvg(s as SlotSymbol)]));
  return page(
    gameName,
    `<main>
<header><div><h1 data-testid="game-title">${escapeHtml(gameName)}</h1>
<p class="by">by <span data-testid="game-provider">${escapeHtml(providerName)}</span></p></div>${sheet.button}</header>
<div class="reels" aria-hidden="true"><span>${art.cherry}</span><span>${art.gem}</span><span>${art.seven}</span></div>
<dl>
<dt>Balance</dt><dd data-testid="game-balance" id="balance">${pesos(coin)}</dd>
<dt>Stake</dt><dd data-testid="game-stake">${pesos(stake)}</dd>
<dt>Last win</dt><dd data-testid="game-last-win" id="win">${pesos(0)}</dd>
</dl>
<button type="button" id="spin" data-testid="game-spin">Spin</button>
<p role="alert" data-testid="game-message" id="message"></p>
${sheet.dialog}
</main><script type="application/json" id="symbols">${JSON.stringify(art).replace(/</g, '\\u003c')}</script><script>${SCRIPT}</script>`,
    ` data-key="${escapeHtml(playKey)}"`,
  );
}

/** Ticket refused (unknown, expired, exited) or game no longer playable. */
export function demoErrorPage(message: string): string {
  return page('Game unavailable', `<main><p role="alert" data-testid="game-error">${escapeHtml(message)}</p></main>`);
}
