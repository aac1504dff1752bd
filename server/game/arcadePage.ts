import {
  CRASH_CHIPS,
  CRASH_GROWTH,
  CRASH_MAX,
  CRASH_MIN_TARGET,
  formatMultiplier,
} from '../../src/api/contract/crashGame';
import { escapeHtml } from '../http/html';
import { ARCADE_TEXTS } from './arcadeTexts';
import {
  chipsFieldset,
  englishOf,
  fairDialog,
  figures,
  inlineJson,
  STUDIO_STYLE,
  type StudioPageInput,
  skeleton,
  studioDocument,
  studioErrorPage,
  TABLE_SCRIPT_HEAD,
  TABLE_SCRIPT_READY,
  tableHeader,
} from './studioPage';

/**
 * The arcade's crash game page (served like the Color Game's, framed by the lobby): a kite over Manila Bay at
 * sunset drawn as SVG, rising while the multiplier climbs along the published curve (the page's clock animates it;
 * under prefers-reduced-motion only the number moves), a big Cash out button that takes the focus while the round
 * runs (Space or Enter), the stake chips and the automatic target, the win, the balance, a loading skeleton and
 * the fairness details behind the ⓘ button. The server decides: the page only shows what it answers.
 */

/** The page polls the round's state this often while it runs (the server settles a closed round on that read). */
const POLL_MS = 500;
/** The multiplier is redrawn this often. */
const TICK_MS = 50;

const STYLE = `
body{background:radial-gradient(circle at 50% 0,#21407a,#0b1530 70%)}
.scene{position:relative;border-radius:20px;overflow:hidden;border:4px solid #ffffff30;background:#1b2f6b}
.scene svg{display:block;width:100%;height:auto}
.mult{position:absolute;top:10px;left:0;right:0;margin:0;text-align:center;font-size:clamp(40px,12vw,68px);font-weight:800;font-variant-numeric:tabular-nums;text-shadow:0 2px 10px #000c}
.mult.won{color:#ffd45c}.mult.crashed{color:#ffb0b0}
.kite-body{transform-box:fill-box;transform-origin:center}
.kite.flying .kite-body{animation:sway 1.2s ease-in-out infinite}
.kite.fell .kite-body{animation:fall 1.1s ease-in forwards}
@keyframes sway{50%{transform:rotate(8deg)}}
@keyframes fall{to{transform:translateY(240px) rotate(200deg);opacity:.2}}
.result{margin:10px 0 0;text-align:center}
.auto label{display:block;font-weight:600;margin-bottom:6px}
.auto input{width:100%;min-height:44px;border-radius:12px;border:2px solid #ffffffa0;background:#ffffff14;color:#fff;font:inherit;padding:0 12px}
.auto p{margin:4px 0 12px;font-size:13px;color:#d9cdf5}
.cashout{background:#3ddc84;color:#062612;min-height:72px;font-size:24px}
.cashout[hidden],.play[hidden]{display:none}
.sk-table{height:220px}.sk-board{height:140px}
`;

/** The scene: sky, setting sun, the bay, a banca whose line holds the kite (moved by the script). */
const SCENE = `<svg viewBox="0 0 400 240" aria-hidden="true" focusable="false">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2f6b"/><stop offset=".75" stop-color="#c8607a"/><stop offset="1" stop-color="#f3a65a"/></linearGradient></defs>
<rect width="400" height="240" fill="url(#sky)"/>
<circle cx="320" cy="206" r="30" fill="#ffd45c"/>
<g fill="#ffffff" opacity=".7"><circle cx="60" cy="40" r="1.5"/><circle cx="140" cy="24" r="1.2"/><circle cx="250" cy="50" r="1.5"/><circle cx="360" cy="30" r="1.2"/></g>
<path d="M0 204q25-8 50 0t50 0 50 0 50 0 50 0 50 0 50 0 50 0V240H0z" fill="#12577a"/>
<path d="M0 218q25-7 50 0t50 0 50 0 50 0 50 0 50 0 50 0 50 0V240H0z" fill="#0b3a55"/>
<path d="M14 206h40l-6 10H20z" fill="#7a4a22"/><path d="M30 206V184l12 14z" fill="#f6f4ee"/>
<line id="kite-line" x1="40" y1="200" x2="60" y2="180" stroke="#ffffffb0" stroke-width="1.5"/>
<g id="kite" class="kite" transform="translate(60 180)"><g class="kite-body">
<path d="M0-20 13 0 0 24-13 0z" fill="#e23b5a" stroke="#fff" stroke-width="2"/>
<path d="M0-20V24M-13 0H13" stroke="#fff" stroke-width="1.5"/>
<path d="M0 24q7 8 0 15t0 15" fill="none" stroke="#ffd45c" stroke-width="2.5"/>
</g></g></svg>`;

/** Runs in the page: one POST to stake, polls while the round runs, one POST to cash out; shows the server's figures. */
const SCRIPT = `
(function(){
${TABLE_SCRIPT_HEAD}
var GROWTH=${CRASH_GROWTH},MIN=${CRASH_MIN_TARGET},MAX=${CRASH_MAX},POLL=${POLL_MS},TICK=${TICK_MS};
var cash=d.getElementById('cashout'),mult=d.getElementById('mult'),scene=d.getElementById('scene'),kite=d.getElementById('kite'),
line=d.getElementById('kite-line'),auto=d.getElementById('auto');
var still=window.matchMedia&&window.matchMedia('(prefers-reduced-motion: reduce)').matches;
var round=0,staked=0,startedAt=0,ticker=null,sinceLast=0,ended=null,cashing=false;
function times(h){return (h/100).toFixed(2)+'\\u00d7';}
function at(ms){return ms<=0?100:Math.floor(100*Math.exp(GROWTH*ms)+1e-9);}
function coin(j){if(typeof j.coin==='number'){bal.textContent=fmt(j.coin);if(window.parent!==window)window.parent.postMessage({type:'demo-game:balance',coin:j.coin},location.origin);}}
function setState(s){game.dataset.state=s;}
function place(m){if(still)return;var q=1-100/m,x=60+q*280,y=180-q*150;kite.setAttribute('transform','translate('+x.toFixed(1)+' '+y.toFixed(1)+')');line.setAttribute('x2',x.toFixed(1));line.setAttribute('y2',(y+24).toFixed(1));}
function show(m){mult.textContent=times(m);place(m);if(round&&!ended)cash.textContent=say('cashOutAt',{amount:fmt(Math.floor(staked*m/100))});}
function target(){var raw=auto.value.trim().replace(',','.');if(raw==='')return null;if(!/^\\d+(\\.\\d{1,2})?$/.test(raw))return NaN;var h=Math.round(Number(raw)*100);return h>=MIN&&h<=MAX?h:NaN;}
function finish(){clearInterval(ticker);ticker=null;var e=ended;show(e.crashPoint);mult.classList.add('crashed');kite.classList.remove('flying');kite.classList.add('fell');
 scene.setAttribute('aria-label',say('sceneCrashed',{x:times(e.crashPoint)}));
 if(e.cashedOutAt===null){result.textContent=say('crashed',{x:times(e.crashPoint)});}
 else result.textContent+=' '+say('crashedAfter',{x:times(e.crashPoint)});
 round=0;setState('ended');cash.hidden=true;play.hidden=false;play.disabled=false;auto.disabled=false;play.focus();}
function land(j){if(ended)return;ended=j;coin(j);win.textContent=fmt(j.win);game.dataset.outcome=j.cashedOutAt===null?'lost':'won';
 if(j.cashedOutAt!==null){mult.classList.add('won');result.textContent=say(j.auto?'wonAuto':'won',{x:times(j.cashedOutAt),amount:fmt(j.win)});result.classList.add('win');cash.disabled=true;}
 if(still||at(Date.now()-startedAt)>=j.crashPoint)finish();}
function post(path,body){return fetch('/sandbox/arcade/'+path,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(body)}).then(function(r){return r.json();});}
function answer(j){if(j.ok&&j.state==='ended'){j.auto=j.cashedOutAt!==null&&!cashing;land(j);}else if(!j.ok){msg.textContent=t[j.reason]||j.message||t.network;}}
function poll(){var r=round;post('state',{key:key,round:r}).then(function(j){if(r===round)answer(j);}).catch(function(){msg.textContent=t.network;});}
function tick(){var m=at(Date.now()-startedAt);if(ended){if(m>=ended.crashPoint)return finish();show(m);return;}show(m);sinceLast+=TICK;if(sinceLast>=POLL){sinceLast=0;poll();}}
play.addEventListener('click',function(){
 msg.textContent='';var tg=target();if(tg!==tg){msg.textContent=t.autoInvalid;auto.focus();return;}
 staked=chip();play.disabled=true;play.textContent=t.busy;setState('starting');
 post('bet',{key:key,stake:staked,target:tg}).then(function(j){
  coin(j);
  if(!j.ok){msg.textContent=t[j.reason]?say(j.reason,{amount:fmt(staked)}):(j.message||t.network);setState('ready');return;}
  stake.textContent=fmt(staked);
  rounds++;game.dataset.round=String(rounds);round=j.round;ended=null;cashing=false;startedAt=Date.now();sinceLast=0;delete game.dataset.outcome;
  d.getElementById('nonce').textContent=String(j.nonce);d.getElementById('seed-hash').textContent=j.serverSeedHash;d.getElementById('client-seed').textContent=j.clientSeed;
  result.textContent='';result.classList.remove('win');mult.classList.remove('won','crashed');kite.classList.remove('fell');if(!still)kite.classList.add('flying');
  scene.setAttribute('aria-label',t.sceneRunning);auto.disabled=true;play.hidden=true;cash.hidden=false;cash.disabled=false;show(100);cash.focus();setState('running');
  ticker=setInterval(tick,TICK);
 }).catch(function(){msg.textContent=t.network;setState('ready');})
 .then(function(){play.disabled=false;play.textContent=t.play;});
});
cash.addEventListener('click',function(){if(!round||ended||cashing)return;cashing=true;cash.disabled=true;var r=round;
 post('cashout',{key:key,round:r}).then(function(j){if(r!==round)return;if(j.ok&&j.state==='ended'){j.auto=false;land(j);}else{cashing=false;cash.disabled=false;answer(j);}})
 .catch(function(){cashing=false;cash.disabled=false;msg.textContent=t.network;});});
${TABLE_SCRIPT_READY}
})();
`;

const text = englishOf(ARCADE_TEXTS);

export type ArcadePageInput = StudioPageInput;

export function arcadePage(input: ArcadePageInput): string {
  return studioDocument(
    input.gameName,
    STUDIO_STYLE + STYLE,
    `<main class="app">
${skeleton(text, 'arcade-loading')}
<div id="game" hidden data-testid="arcade-game" data-state="loading" data-round="0">
${tableHeader(text, input, 'arcade-fair-open')}
<div class="table">
<section><div class="scene" id="scene" role="img" data-t-label="sceneWaiting" aria-label="${text('sceneWaiting')}" data-testid="arcade-scene">${SCENE}
<p class="mult" id="mult" aria-hidden="true" data-testid="arcade-multiplier">${formatMultiplier(100)}</p></div>
<p class="result" id="result" aria-live="polite" data-testid="arcade-result"></p></section>
<section class="controls">
${chipsFieldset(text('chips'), CRASH_CHIPS)}
<div class="auto"><label for="auto" data-t="autoLabel">${text('autoLabel')}</label>
<input id="auto" inputmode="decimal" autocomplete="off" aria-describedby="auto-hint" data-testid="arcade-target">
<p id="auto-hint" data-t="autoHint">${text('autoHint')}</p></div>
${figures(text, input.coin)}
<button type="button" class="play" id="play" data-t="play" data-testid="arcade-fly">${text('play')}</button>
<button type="button" class="play cashout" id="cashout" hidden data-testid="arcade-cashout">${text('cashOut')}</button>
<p role="alert" data-testid="game-message" id="message"></p>
<p class="rules" data-t="rules">${text('rules')}</p>
</section></div></div>
${fairDialog(text, input, 'arcade-fair')}
</main><script type="application/json" id="texts">${inlineJson(ARCADE_TEXTS)}</script><script>${SCRIPT}</script>`,
    ` data-key="${escapeHtml(input.playKey)}"`,
  );
}

/** The error state: a ticket refused (unknown, expired, left) or a game no longer playable, in the player's language. */
export const arcadeErrorPage = (reason: 'ticketUnknown' | 'ticketExpired' | 'ticketClosed' | null, message = '') =>
  studioErrorPage(ARCADE_TEXTS, reason, message);
