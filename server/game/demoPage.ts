import { pesos } from './pesos';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font:16px/1.4 system-ui,sans-serif;background:#1b1030;color:#fff;display:flex;align-items:center;justify-content:center}
main{width:min(92vw,420px);text-align:center;padding:16px}
h1{font-size:20px;margin:0 0 4px}
.by{margin:0 0 12px;font-size:14px;opacity:.85}
.reels{display:flex;gap:8px;justify-content:center;margin:12px 0}
.reels span{width:72px;height:72px;border-radius:12px;background:#2d1b52;display:flex;align-items:center;justify-content:center;font-size:36px}
dl{display:grid;grid-template-columns:1fr 1fr;gap:4px 12px;margin:12px 0;text-align:left}
dt{opacity:.7}dd{margin:0;text-align:right;font-weight:600}
.fair{font-size:12px;opacity:.85;text-align:left;word-break:break-all;margin:8px 0}.fair a{color:#ffd45c}
button{width:100%;padding:14px;border:0;border-radius:999px;background:#f5b400;color:#1b1030;font-size:18px;font-weight:700}
button:disabled{opacity:.5}
[role=alert]{min-height:1.4em;color:#ff8a8a;margin-top:8px}
`;

/** Runs in the page: one POST per spin, shows the server's figures, tells the parent the new balance. */
const SCRIPT = `
(function(){
var b=document.body,key=b.dataset.key,btn=document.getElementById('spin'),bal=document.getElementById('balance'),
win=document.getElementById('win'),nonce=document.getElementById('nonce'),hash=document.getElementById('seed-hash'),msg=document.getElementById('message'),reels=document.querySelectorAll('.reels span');
var SYM={'0':null,'0.5':'🍒','2':'🔔','5':'🍀','10':'💎','50':'7️⃣'},ALL=['🍒','🔔','🍀','💎','7️⃣','🍋'];
function fmt(v){var a=Math.abs(v);return (v<0?'-':'')+'\\u20b1'+Math.floor(a/100).toLocaleString('en-US')+'.'+String(a%100).padStart(2,'0');}
function show(m){var s=SYM[String(m)];for(var i=0;i<reels.length;i++){reels[i].textContent=s||ALL[(Math.random()*ALL.length)|0];}
if(!s&&reels[0].textContent===reels[1].textContent&&reels[1].textContent===reels[2].textContent)reels[2].textContent='🍋'===reels[2].textContent?'🍒':'🍋';}
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
  return page(
    gameName,
    `<main>
<h1 data-testid="game-title">${escapeHtml(gameName)}</h1>
<p class="by">by <span data-testid="game-provider">${escapeHtml(providerName)}</span></p>
<div class="reels" aria-hidden="true"><span>🍒</span><span>💎</span><span>7️⃣</span></div>
<dl>
<dt>Balance</dt><dd data-testid="game-balance" id="balance">${pesos(coin)}</dd>
<dt>Stake</dt><dd data-testid="game-stake">${pesos(stake)}</dd>
<dt>Last win</dt><dd data-testid="game-last-win" id="win">${pesos(0)}</dd>
</dl>
<button type="button" id="spin" data-testid="game-spin">Spin</button>
<p role="alert" data-testid="game-message" id="message"></p>
<p class="fair">Provably fair. Server seed SHA-256: <span data-testid="game-seed-hash" id="seed-hash">${escapeHtml(fair.serverSeedHash)}</span><br>
Client seed: <span data-testid="game-client-seed">${escapeHtml(fair.clientSeed)}</span> · Last nonce: <span data-testid="game-nonce" id="nonce">${fair.nonce}</span><br>
<a href="/fair" target="_top" data-testid="game-verify-link">Change seeds and verify your spins</a></p>
</main><script>${SCRIPT}</script>`,
    ` data-key="${escapeHtml(playKey)}"`,
  );
}

/** Ticket refused (unknown, expired, exited) or game no longer playable. */
export function demoErrorPage(message: string): string {
  return page('Game unavailable', `<main><p role="alert" data-testid="game-error">${escapeHtml(message)}</p></main>`);
}
