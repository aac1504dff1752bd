import {
  FIXTURES,
  fixtureBook,
  MATCH_MINUTES,
  MATCH_MS,
  PICKS,
  SPORTS_CHIPS,
  SPORTS_RTP,
  TEAMS,
  type Team,
} from '../../src/api/contract/virtualSports';
import { escapeHtml } from '../http/html';
import { pesos } from './pesos';
import {
  chipsFieldset,
  englishOf,
  fairDialog,
  figures,
  inlineJson,
  playButton,
  STUDIO_STYLE,
  type StudioPageInput,
  skeleton,
  studioDocument,
  studioErrorPage,
  TABLE_SCRIPT_HEAD,
  TABLE_SCRIPT_READY,
  tableHeader,
} from './studioPage';
import type { StudioLanguage } from './studioTexts';
import { SPORTS_TEXTS, type SportsText } from './virtualSportsTexts';

/**
 * The virtual football page (served like the Color Game's, framed by the lobby): the fixture with both teams'
 * crests drawn as SVG from their colours, the 1X2 odds as toggle buttons, stake chips, the bet that kicks off, the
 * match view (the minute and the score, goals as their minutes come; under prefers-reduced-motion no ticking, the
 * score at full time), the result asked for at full time (the bet is settled then), the win highlighted, the
 * balance after the stake and after the settlement, the loading skeleton, and the fairness details behind ⓘ.
 */

/** A team's crest: a shield in its first colour, a chevron in its second, its three letters. */
export function crestSvg(team: Team): string {
  return `<svg viewBox="0 0 100 110" aria-hidden="true" focusable="false"><path d="M50 4 92 18v38c0 26-18 42-42 50C26 98 8 82 8 56V18Z" fill="${team.primary}" stroke="#00000066" stroke-width="4"/><path d="M8 44 50 66 92 44v16L50 82 8 60Z" fill="${team.secondary}"/><text x="50" y="42" text-anchor="middle" font-family="system-ui,sans-serif" font-size="22" font-weight="800" fill="${team.secondary}" stroke="${team.primary}" stroke-width=".6">${escapeHtml(team.short)}</text></svg>`;
}

const STYLE = `
body{background:radial-gradient(circle at 50% 0,#17432c,#0a1f14 75%)}
.pitch{background:repeating-linear-gradient(90deg,#1e6b3a 0 40px,#237a43 40px 80px);border:4px solid #e8f5e9cc;border-radius:18px;padding:14px 10px;text-align:center}
.fixture-label{margin:0 0 8px;font-weight:600;color:#e8f5e9}
.board{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:8px;background:#0a1f14d9;border-radius:14px;padding:12px 8px}
.team{display:flex;flex-direction:column;align-items:center;gap:4px;font-weight:700;font-size:15px}
.crest{width:min(18vw,72px);display:block}.crest svg{width:100%;display:block}
.score{display:flex;flex-direction:column;align-items:center;gap:2px}
.score strong{font-size:34px;font-variant-numeric:tabular-nums;letter-spacing:2px}
.clock{font-size:14px;color:#c8e6c9;min-height:1.3em}
.score.flash strong{animation:flash .8s ease-out}
@keyframes flash{0%{color:#ffd45c;transform:scale(1.4)}100%{color:#fff;transform:scale(1)}}
.board.won{box-shadow:0 0 0 3px #ffd45c,0 0 24px 6px #ffd45caa;animation:glow 1s ease-in-out 2}
@keyframes glow{50%{box-shadow:0 0 0 3px #fff,0 0 30px 10px #ffd45c}}
.goals{list-style:none;margin:10px 0 0;padding:0;min-height:1.4em;font-size:14px;color:#e8f5e9}
.goals li{display:inline-block;margin:2px 6px}
.picks{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.pick{min-height:72px;border-radius:14px;border:3px solid transparent;background:#ffffff14;color:#fff;font:inherit;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;padding:6px;cursor:pointer}
.pick .odds{font-size:20px;font-weight:800;color:#ffd45c}
.pick .label{font-size:13px}
.pick[aria-pressed=true]{border-color:#ffd45c;background:#ffd45c2e}
.pick:disabled{cursor:default;opacity:.75}
.chip span{background:#1e6b3a}
`;

/** Runs in the page: one POST for the bet, the match played out on the page's clock, one POST for the result. */
const SCRIPT = `
(function(){
${TABLE_SCRIPT_HEAD}
var FX=JSON.parse(d.getElementById('fixtures').textContent),MATCH_MS=${MATCH_MS},MINUTES=${MATCH_MINUTES};
var still=window.matchMedia&&window.matchMedia('(prefers-reduced-motion: reduce)').matches;
var toWin=d.getElementById('to-win'),board=d.getElementById('board'),scoreBox=d.getElementById('score-box'),score=d.getElementById('score'),
clock=d.getElementById('clock'),goals=d.getElementById('goals'),buttons=d.querySelectorAll('.pick');
var fixture=0,pick=null,busy=false,ticker=null;
function odds(p){return FX[fixture].odds[p];}
function setState(s){game.dataset.state=s;busy=s!=='ready';for(var i=0;i<buttons.length;i++)buttons[i].disabled=busy;for(i=0;i<chips.length;i++)chips[i].disabled=busy;}
function render(){var c=chip();for(var i=0;i<buttons.length;i++)buttons[i].setAttribute('aria-pressed',String(buttons[i].dataset.pick===pick));
 stake.textContent=fmt(c);toWin.textContent=fmt(pick?Math.floor(c*odds(pick)/100):0);}
function showFixture(){var f=FX[fixture];d.getElementById('home-crest').innerHTML=f.home.crest;d.getElementById('away-crest').innerHTML=f.away.crest;
 d.getElementById('home-name').textContent=f.home.name;d.getElementById('away-name').textContent=f.away.name;
 for(var i=0;i<buttons.length;i++){var p=buttons[i].dataset.pick;buttons[i].querySelector('.label').textContent=say(p==='home'?'pickHome':p==='away'?'pickAway':'pickDraw',{home:f.home.name,away:f.away.name});
  buttons[i].querySelector('.odds').textContent=(f.odds[p]/100).toFixed(2);}
 score.textContent='0 \\u2013 0';clock.textContent=t.notStarted;goals.textContent='';board.classList.remove('won');render();}
function scoreText(h,a){return h+' \\u2013 '+a;}
for(var i=0;i<buttons.length;i++)buttons[i].addEventListener('click',function(e){if(busy)return;var p=e.currentTarget.dataset.pick;msg.textContent='';pick=pick===p?null:p;render();});
for(i=0;i<chips.length;i++)chips[i].addEventListener('change',render);
function addGoal(g,h,a){var f=FX[fixture],li=d.createElement('li');li.textContent=say('goal',{team:g.side==='home'?f.home.name:f.away.name,minute:g.minute});goals.appendChild(li);
 score.textContent=scoreText(h,a);scoreBox.classList.remove('flash');void scoreBox.offsetWidth;scoreBox.classList.add('flash');}
function startMatch(j){setState('playing');play.textContent=t.inPlay;goals.textContent='';result.textContent='';result.classList.remove('win');
 var start=Date.now(),shown=0,h=0,a=0;
 function tick(){var minute=Math.min(MINUTES,Math.floor((Date.now()-start)/(MATCH_MS/MINUTES)));clock.textContent=say('minute',{minute:minute});
  while(shown<j.goals.length&&j.goals[shown].minute<=minute){var g=j.goals[shown++];if(g.side==='home')h++;else a++;addGoal(g,h,a);}}
 if(still)clock.textContent=t.reducedInPlay;else{tick();ticker=setInterval(tick,MATCH_MS/MINUTES);}
 setTimeout(function(){if(ticker)clearInterval(ticker);ticker=null;askResult(j);},MATCH_MS);}
function askResult(j){setState('settling');play.textContent=t.settling;clock.textContent=t.fullTime;
 fetch('/sandbox/virtual-sports/result',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({key:key,round:j.round})})
 .then(function(r){return r.json();})
 .then(function(r){
  if(!r.ok&&r.reason==='playing'){setTimeout(function(){askResult(j);},2000);return;}
  if(r.ok){var f=FX[fixture],full=f.home.short+' '+scoreText(r.home,r.away)+' '+f.away.short;goals.textContent='';
   for(var i=0;i<j.goals.length;i++){var g=j.goals[i],li=d.createElement('li');li.textContent=say('goal',{team:g.side==='home'?f.home.name:f.away.name,minute:g.minute});goals.appendChild(li);}
   score.textContent=scoreText(r.home,r.away);win.textContent=fmt(r.win);if(typeof r.coin==='number')tellBalance(r.coin);
   if(r.win>0){result.textContent=say('won',{score:full,amount:fmt(r.win)});result.classList.add('win');board.classList.add('won');}else result.textContent=say('lost',{score:full});}
  else msg.textContent=t[r.reason]||r.message||t.network;
  finish();})
 .catch(function(){msg.textContent=t.network;setTimeout(function(){askResult(j);},3000);});}
function finish(){rounds++;game.dataset.round=String(rounds);setState('ready');play.disabled=false;play.textContent=t.play;
 fixture=(fixture+1)%FX.length;var keep=result.textContent;pick=null;showFixture();clock.textContent=t.fullTime;result.textContent=keep;}
play.addEventListener('click',function(){
 if(busy)return;msg.textContent='';if(!pick){msg.textContent=t.choosePick;return;}
 var c=chip();setState('placing');play.disabled=true;
 fetch('/sandbox/virtual-sports/bet',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({key:key,fixture:fixture,pick:pick,stake:c})})
 .then(function(r){return r.json();})
 .then(function(j){if(typeof j.coin==='number')tellBalance(j.coin);
  if(j.ok){game.dataset.bet=String(j.round);showFair(j);startMatch(j);return;}
  msg.textContent=t[j.reason]?say(j.reason,{amount:fmt(c)}):(j.message||t.network);setState('ready');play.disabled=false;})
 .catch(function(){msg.textContent=t.network;setState('ready');play.disabled=false;});
});
showFixture();
${TABLE_SCRIPT_READY}setState('ready');
})();
`;

/** The return to player as the rules state it. */
const RTP_TEXT = `${(SPORTS_RTP * 100).toFixed(2)} %`;

/** The texts with the stated return filled in (the script writes them as they are). */
const TEXTS = Object.fromEntries(
  Object.entries(SPORTS_TEXTS).map(([lang, texts]) => [
    lang,
    { ...texts, rules: texts.rules.replace('{rtp}', RTP_TEXT) },
  ]),
) as Record<StudioLanguage, Record<SportsText, string>>;

const text = englishOf(TEXTS);

/** The schedule as the page plays it: both teams (name, letters, crest) and the shown odds of each pick. */
const FIXTURE_DATA = FIXTURES.map(([h, a], i) => {
  const side = (team: Team) => ({ name: team.name, short: team.short, crest: crestSvg(team) });
  return { home: side(TEAMS[h] as Team), away: side(TEAMS[a] as Team), odds: fixtureBook(i).odds };
});

function pickButton(pick: (typeof PICKS)[number]): string {
  return `<button type="button" class="pick" data-pick="${pick}" aria-pressed="false" data-testid="sports-pick-${pick}"><span class="label"></span><span class="odds"></span></button>`;
}

export function virtualSportsPage(input: StudioPageInput): string {
  return studioDocument(
    input.gameName,
    STUDIO_STYLE + STYLE,
    `<main class="app">
${skeleton(text, 'sports-loading')}
<div id="game" hidden data-testid="sports-game" data-state="loading" data-round="0">
${tableHeader(text, input, 'sports-fair-open')}
<div class="table">
<section class="pitch"><p class="fixture-label" data-t="fixture">${text('fixture')}</p>
<div class="board" id="board" data-testid="sports-board">
<div class="team"><span class="crest" id="home-crest"></span><span id="home-name" data-testid="sports-home"></span></div>
<div class="score" id="score-box"><strong id="score" data-testid="sports-score">0 – 0</strong><span class="clock" id="clock" data-testid="sports-clock"></span></div>
<div class="team"><span class="crest" id="away-crest"></span><span id="away-name" data-testid="sports-away"></span></div>
</div>
<ol class="goals" id="goals" aria-live="polite" data-testid="sports-goals"></ol>
<p class="result" id="result" aria-live="polite" data-testid="sports-result"></p></section>
<section class="controls">
<fieldset><legend data-t="picks">${text('picks')}</legend><div class="picks">${PICKS.map(pickButton).join('')}</div></fieldset>
${chipsFieldset(text('chips'), SPORTS_CHIPS)}
${figures(text, input.coin, `<dt data-t="toWin">${text('toWin')}</dt><dd data-testid="sports-to-win" id="to-win">${pesos(0)}</dd>\n`)}
${playButton(text, 'sports-play')}
</section></div></div>
${fairDialog(text, input, 'sports-fair')}
</main><script type="application/json" id="texts">${inlineJson(TEXTS)}</script><script type="application/json" id="fixtures">${inlineJson(FIXTURE_DATA)}</script><script>${SCRIPT}</script>`,
    ` data-key="${escapeHtml(input.playKey)}"`,
  );
}

/** The error state: a ticket refused (unknown, expired, left) or a game no longer playable, in the player's language. */
export const sportsErrorPage = (reason: 'ticketUnknown' | 'ticketExpired' | 'ticketClosed' | null, message = '') =>
  studioErrorPage(TEXTS, reason, message);
