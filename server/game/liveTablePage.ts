import {
  LIVE_CHIPS,
  WHEEL_COLORS,
  WHEEL_PAYS,
  WHEEL_SEGMENTS,
  type WheelColor,
} from '../../src/api/contract/liveTable';
import type { TableState } from '../games/liveTable';
import { escapeHtml } from '../http/html';
import { LIVE_TEXTS } from './liveTableTexts';
import {
  BET_TOGGLES_STYLE,
  chipsFieldset,
  englishOf,
  figures,
  inlineJson,
  STUDIO_STYLE,
  skeleton,
  studioDocument,
  studioErrorPage,
  TABLE_SCRIPT_HEAD,
  TABLE_SCRIPT_READY,
  tableHeader,
} from './studioPage';

/**
 * The live Perya Wheel's page (framed by the lobby like the other studios' pages): the wheel drawn as SVG, the
 * round's countdown to bets closing on the page's clock (kept on the server's by each state it receives), colour bet
 * toggles and chips, Place bets, the spin animation when the round is drawn (none under prefers-reduced-motion), the
 * last results, the win and the balance, a loading skeleton, and the fairness details behind the ⓘ button, where
 * the page itself recomputes every drawn round from its revealed seed (Web Crypto). The table's rounds reach it as
 * Server-Sent Events from /sandbox/live-table/:gameId/stream.
 */

/** Each colour's fill and a shape of its own, so a colour is never told by its hue alone (WCAG 1.4.1). */
const WEDGE: Record<WheelColor, { fill: string; ink: string; shape: (x: number, y: number) => string }> = {
  red: { fill: '#c92f2f', ink: '#ffe0e0', shape: (x, y) => `<circle cx="${x}" cy="${y}" r="5"/>` },
  blue: { fill: '#2a62c9', ink: '#dce8ff', shape: (x, y) => `<path d="M${x} ${y - 7}l7 7-7 7-7-7z"/>` },
  green: {
    fill: '#22803f',
    ink: '#e0ffe9',
    shape: (x, y) => `<path d="M${x - 2} ${y - 7}h4v5h5v4h-5v5h-4v-5h-5v-4h5z"/>`,
  },
  gold: {
    fill: '#f5b400',
    ink: '#3d2a00',
    shape: (x, y) => `<path d="M${x} ${y - 8}l2.4 5 5.6.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.6-.8z"/>`,
  },
};

const round1 = (n: number) => Math.round(n * 10) / 10;
/** A point `r` from the centre at `deg` clockwise from the top. */
const at = (r: number, deg: number) => {
  const a = (deg * Math.PI) / 180;
  return [round1(r * Math.sin(a)), round1(-r * Math.cos(a))] as const;
};

const STEP = 360 / WHEEL_SEGMENTS.length;

/** The wheel: segment i centred at i × 14.4° clockwise from the pointer, which stands at the top. */
function wheelSvg(): string {
  const wedges = WHEEL_SEGMENTS.map((color, i) => {
    const [x1, y1] = at(100, i * STEP - STEP / 2);
    const [x2, y2] = at(100, i * STEP + STEP / 2);
    const [mx, my] = at(80, i * STEP);
    const w = WEDGE[color];
    return `<path d="M0 0L${x1} ${y1}A100 100 0 0 1 ${x2} ${y2}Z" fill="${w.fill}" stroke="#1b1030" stroke-width="1.5"/><g fill="${w.ink}">${w.shape(mx, my)}</g>`;
  }).join('');
  return `<svg viewBox="-112 -118 224 230" aria-hidden="true" focusable="false"><circle r="108" fill="#6b3f1d"/><g id="wheel-turn" class="turn">${wedges}<circle r="22" fill="#24143f" stroke="#f5b400" stroke-width="4"/></g><path d="M0 -92l-10 -22h20z" fill="#fff" stroke="#1b1030" stroke-width="2"/></svg>`;
}

/** A colour's token (the bet buttons, the results strip), 40 × 40. */
export function wheelTokenSvg(color: WheelColor): string {
  const w = WEDGE[color];
  return `<svg viewBox="0 0 40 40" aria-hidden="true" focusable="false"><circle cx="20" cy="20" r="18" fill="${w.fill}" stroke="#00000040" stroke-width="2"/><g fill="${w.ink}">${w.shape(20, 20)}</g></svg>`;
}

const STYLE = `${STUDIO_STYLE}${BET_TOGGLES_STYLE}
.wheel-area{background:#0f3d2a;border:6px solid #6b3f1d;border-radius:20px;padding:14px 8px;text-align:center}
.wheel{width:min(70vw,300px);margin:0 auto;display:block}.wheel svg{width:100%;height:auto;display:block}
.turn{transform-origin:0 0;transition:transform 3.2s cubic-bezier(.12,.7,.18,1)}
.phase{margin:8px 0 0;font-weight:700;font-size:18px}.countdown{margin:2px 0 0;color:#d9cdf5;min-height:1.4em}
.strip{display:flex;gap:6px;flex-wrap:wrap;justify-content:center;list-style:none;margin:8px 0 0;padding:0;min-height:32px}
.strip li{width:30px;height:30px}.strip span,.strip svg{display:block;width:100%;height:100%}
.strip-title{font-size:14px;color:#d9cdf5;margin:10px 0 0}
.colors.wheel-bets{grid-template-columns:repeat(2,1fr)}
.color .pays{font-size:13px;color:#d9cdf5}
.result.lose{color:#fff}
dialog ol{padding-left:18px;margin:6px 0}dialog li{margin-bottom:8px;font-size:13px;word-break:break-all}
.ok{color:#9df0b4}.bad{color:#ffb0b0}
`;

/** Runs in the page: the table's stream, the countdown, bets, the draw, the in-page fairness check. */
const SCRIPT = `
(function(){
${TABLE_SCRIPT_HEAD}
var gameId=b.dataset.game,TOKENS=JSON.parse(d.getElementById('tokens').textContent);
var SEGMENTS=${inlineJson(WHEEL_SEGMENTS)},STEP=${STEP};
var place=d.getElementById('place'),phase=d.getElementById('phase'),count=d.getElementById('countdown'),roundEl=d.getElementById('round'),
turn=d.getElementById('wheel-turn'),wheel=d.getElementById('wheel'),strip=d.getElementById('strip'),mine=d.getElementById('mine'),
buttons=d.querySelectorAll('.color'),hashEl=d.getElementById('seed-hash'),drawnList=d.getElementById('fair-drawn');
var chosen=[],state=JSON.parse(d.getElementById('state').textContent),skew=state.now-Date.now(),shown=-1,asked=-1,turns=0,myRound=-1,myStake=0,lastPhase='';
// A drawn round whose result this page asked for (asking) or heard was not settled yet (unsettled); again: the table spoke meanwhile.
var asking=-1,unsettled=-1,again=false;
function render(){var c=chip();for(var i=0;i<buttons.length;i++){var on=chosen.indexOf(buttons[i].dataset.color)>=0;buttons[i].setAttribute('aria-pressed',String(on));buttons[i].querySelector('.amount').textContent=on?fmt(c):'';}
stake.textContent=fmt(c*chosen.length);}
function coin(v){if(typeof v!=='number')return;bal.textContent=fmt(v);if(window.parent!==window)window.parent.postMessage({type:'demo-game:balance',coin:v},location.origin);}
for(var i=0;i<buttons.length;i++)buttons[i].addEventListener('click',function(e){var c=e.currentTarget.dataset.color,at=chosen.indexOf(c);msg.textContent='';
 if(at>=0)chosen.splice(at,1);else chosen.push(c);render();});
for(i=0;i<chips.length;i++)chips[i].addEventListener('change',render);
function now(){return Date.now()+skew;}
function drawnNow(){var r=state.drawn[0];return r&&r.round===state.round?r:null;}
function showStrip(){strip.innerHTML='';if(state.drawn.length===0){var e=d.createElement('li');e.className='sr';e.textContent=t.historyEmpty;strip.appendChild(e);}
 for(var i=0;i<state.drawn.length;i++){var li=d.createElement('li'),c=SEGMENTS[state.drawn[i].segment],token=d.createElement('span');token.innerHTML=TOKENS[c];token.setAttribute('role','img');token.setAttribute('aria-label',say('round',{round:state.drawn[i].round})+': '+t[c]);li.appendChild(token);li.dataset.color=c;strip.appendChild(li);}}
function showFair(){hashEl.textContent=state.serverSeedHash;drawnList.innerHTML='';
 state.drawn.forEach(function(r){var li=d.createElement('li'),ok=d.createElement('span');li.dataset.testid='fair-round';
  li.textContent=say('round',{round:r.round})+' \\u2014 '+t[SEGMENTS[r.segment]]+'. '+t.fairSeed+': '+r.serverSeed+' ';ok.textContent='\\u2026';li.appendChild(ok);drawnList.appendChild(li);
  check(r).then(function(good){ok.textContent=good?t.fairChecked:t.fairMismatch;ok.className=good?'ok':'bad';li.dataset.checked=String(good);});});}
function hex(buf){return Array.prototype.map.call(new Uint8Array(buf),function(x){return ('0'+x.toString(16)).slice(-2);}).join('');}
function check(r){var s=crypto.subtle,enc=new TextEncoder();
 return s.digest('SHA-256',enc.encode(r.serverSeed)).then(function(h){if(hex(h)!==r.serverSeedHash)return false;
  return s.importKey('raw',enc.encode(r.serverSeed),{name:'HMAC',hash:'SHA-256'},false,['sign']).then(function(k){
   function roll(retry){return s.sign('HMAC',k,enc.encode('table-'+gameId+':'+r.round+(retry?':'+retry:''))).then(function(sig){var v=new DataView(sig);
    for(var i=0;i<32;i+=4){var w=v.getUint32(i);if(w<4294967000)return (w%1000)%25;}return roll(retry+1);});}
   return roll(0).then(function(seg){return seg===r.segment;});});});}
function spin(r){var target=turns*360+((360-r.segment*STEP)%360);turns+=3;target+=720;
 turn.style.transform='rotate('+target+'deg)';wheel.setAttribute('aria-label',say('landed',{color:t[SEGMENTS[r.segment]]}));wheel.dataset.segment=String(r.segment);}
function settle(r){var c=SEGMENTS[r.segment];
 if(asking===r.round){again=true;return;}asking=r.round;again=false;result.classList.remove('win');
 fetch('/sandbox/live-table/mine',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({key:key})}).then(function(x){return x.json();}).then(function(j){
  asking=-1;if(!j.ok){msg.textContent=t[j.reason]||j.message||t.network;return;}coin(j.coin);
  var here=j.bets.filter(function(x){return x.round===r.round;});
  if(here.length===0){result.textContent=say('landed',{color:t[c]});return;}
  // Drawn but not yet paid: the landed colour for now; the table speaks again once the bets are settled.
  if(here.some(function(x){return x.win===null;})){unsettled=r.round;result.textContent=say('landed',{color:t[c]});if(again)settle(r);return;}
  if(unsettled===r.round)unsettled=-1;
  var w=here.reduce(function(s,x){return s+x.win;},0);win.textContent=fmt(w);
  if(w>0){result.textContent=say('won',{amount:fmt(w)});result.classList.add('win');}else result.textContent=t.lost;
  game.dataset.settled=String(r.round);}).catch(function(){asking=-1;msg.textContent=t.network;});}
function apply(next){var prev=myRound;state=next;skew=state.now-Date.now();roundEl.textContent=say('round',{round:state.round});game.dataset.round=String(state.round);
 var r=drawnNow();
 // A page that reached the next round before hearing the draw (a slow line) still shows the round it watched.
 if(!r&&prev!==state.round)for(var i=0;i<state.drawn.length;i++)if(state.drawn[i].round===prev)r=state.drawn[i];
 if(r&&r.round>shown){shown=r.round;game.dataset.drawn=String(r.round);spin(r);settle(r);}
 else for(var k=0;k<state.drawn.length;k++)if(state.drawn[k].round===unsettled||state.drawn[k].round===asking)settle(state.drawn[k]);
 if(myRound!==state.round){myRound=state.round;myStake=0;mine.textContent=t.noBets;}
 showStrip();if(fair.open)showFair();else hashEl.textContent=state.serverSeedHash;
 tick();}
function tick(){var n=now(),p,left;
 if(n>=state.endsAt){p='next';if(asked!==state.round+1){asked=state.round+1;load();}}
 else if(n<state.closesAt){p='betting';left=Math.ceil((state.closesAt-n)/1000);count.textContent=say('betting',{seconds:left});}
 else if(!drawnNow()){p=n<state.drawsAt?'closed':'drawing';count.textContent='';}
 else {p='drawn';count.textContent='';}
 game.dataset.phase=p;place.disabled=p!=='betting'||place.dataset.busy==='1';
 if(p!==lastPhase){lastPhase=p;phase.textContent=p==='betting'?'':p==='closed'?t.noMoreBets:p==='drawing'?t.drawing:p==='drawn'?say('landed',{color:t[SEGMENTS[drawnNow().segment]]}):'';
  if(p==='betting'){result.textContent='';result.classList.remove('win');}}}
function load(){fetch('/sandbox/live-table/'+gameId+'/state').then(function(x){return x.json();}).then(apply).catch(function(){msg.textContent=t.network;});}
place.addEventListener('click',function(){
 msg.textContent='';if(chosen.length===0){msg.textContent=t.pickColor;return;}
 var c=chip(),bets=chosen.slice(),round=state.round;place.dataset.busy='1';place.disabled=true;place.textContent=t.busy;
 fetch('/sandbox/live-table/bet',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({key:key,bets:bets.map(function(x){return {color:x,amount:c};})})})
 .then(function(r){return r.json();})
 .then(function(j){coin(j.coin);
  if(j.ok){if(j.round===myRound){myStake+=j.stake;}mine.textContent=say('yourBets',{amount:fmt(myStake)});msg.textContent=say('placed',{amount:fmt(j.stake)});game.dataset.bets=String((Number(game.dataset.bets)||0)+1);}
  else msg.textContent=t[j.reason]?say(j.reason,{amount:fmt(c*bets.length)}):(j.message||t.network);})
 .catch(function(){msg.textContent=t.network;})
 .then(function(){place.dataset.busy='';place.textContent=t.place;tick();});
});
// The shared head opens the dialog; here it lists every drawn round, checked in the page.
fairOpen.addEventListener('click',showFair);
var es=new EventSource('/sandbox/live-table/'+gameId+'/stream');es.onmessage=function(e){try{apply(JSON.parse(e.data));}catch(x){}};
render();apply(state);setInterval(tick,250);
${TABLE_SCRIPT_READY}
})();
`;

const text = englishOf(LIVE_TEXTS);

export interface LiveTablePageInput {
  gameId: number;
  gameName: string;
  providerName: string;
  playKey: string;
  coin: number;
  table: TableState;
}

function colorButton(color: WheelColor): string {
  return `<button type="button" class="color" data-color="${color}" aria-pressed="false" data-testid="live-bet-${color}">${wheelTokenSvg(color)}<span data-t="${color}">${text(color)}</span><span class="pays">${WHEEL_PAYS[color]}×</span><span class="amount"></span></button>`;
}

export function liveTablePage({ gameId, gameName, providerName, playKey, coin, table }: LiveTablePageInput): string {
  const tokens = Object.fromEntries(WHEEL_COLORS.map((c) => [c, wheelTokenSvg(c)]));
  return studioDocument(
    gameName,
    STYLE,
    `<main class="app">
${skeleton(text, 'live-table-loading')}
<div id="game" hidden data-testid="live-table" data-phase="loading" data-round="${table.round}">
${tableHeader(text, { gameName, providerName }, 'live-fair-open')}
<div class="table">
<section class="wheel-area"><p class="by" id="round" data-testid="live-round"></p>
<div class="wheel" id="wheel" role="img" data-t-label="wheel" aria-label="${text('wheel')}" data-testid="live-wheel">${wheelSvg()}</div>
<p class="phase" id="phase" aria-live="polite" data-testid="live-phase"></p><p class="countdown" id="countdown" data-testid="live-countdown"></p>
<p class="result" id="result" aria-live="polite" data-testid="live-result"></p>
<p class="strip-title" data-t="history">${text('history')}</p><ul class="strip" id="strip" data-testid="live-history"></ul></section>
<section class="controls">
<fieldset class="board"><legend data-t="board">${text('board')}</legend><div class="colors wheel-bets">${WHEEL_COLORS.map(colorButton).join('')}</div></fieldset>
${chipsFieldset(text('chips'), LIVE_CHIPS)}
${figures(text, coin)}
<p id="mine" data-testid="live-mine">${text('noBets')}</p>
<button type="button" class="play" id="place" data-t="place" data-testid="live-place">${text('place')}</button>
<p role="alert" data-testid="game-message" id="message"></p>
<p class="rules" data-t="rules">${text('rules')}</p>
</section></div></div>
<dialog id="fair" aria-labelledby="fair-title" data-testid="live-fair">
<h2 id="fair-title" data-t="fairTitle">${text('fairTitle')}</h2><p data-t="fairHow">${text('fairHow')}</p>
<dl><dt data-t="fairHash">${text('fairHash')}</dt><dd data-testid="game-seed-hash" id="seed-hash">${escapeHtml(table.serverSeedHash)}</dd></dl>
<p data-t="fairDrawn">${text('fairDrawn')}</p><ol id="fair-drawn" data-testid="live-fair-drawn"></ol>
<a href="/fair" target="_top" data-testid="game-verify-link" data-t="fairVerify">${text('fairVerify')}</a><br>
<button type="button" class="close" id="fair-close" data-t="close">${text('close')}</button>
</dialog>
</main><script type="application/json" id="texts">${inlineJson(LIVE_TEXTS)}</script><script type="application/json" id="tokens">${inlineJson(tokens)}</script><script type="application/json" id="state">${inlineJson(table)}</script><script>${SCRIPT}</script>`,
    ` data-key="${escapeHtml(playKey)}" data-game="${gameId}"`,
  );
}

/** The error state: a ticket refused (unknown, expired, left) or a table no longer playable, in the player's language. */
export const liveErrorPage = (reason: 'ticketUnknown' | 'ticketExpired' | 'ticketClosed' | null, message = '') =>
  studioErrorPage(LIVE_TEXTS, reason, message);
