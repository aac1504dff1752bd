import { BACCARAT_CHIPS, RANKS, SPOT_PAYS, type Spot, SUITS } from '../../src/api/contract/baccarat';
import { SUIT_PATHS } from '../../src/api/contract/cardFaces';
import { escapeHtml } from '../http/html';
import { CARDS_TEXTS } from './cardsTexts';
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

/**
 * The card room's Baccarat page (served like the Color Game's, framed by the lobby): the Player's and the Banker's
 * hands on a felt, cards drawn as SVG (suits as paths) and dealt one by one in the order of the shoe (no motion under
 * prefers-reduced-motion), each hand's total, the three bet spots as toggle buttons, chips, Deal, the winning hand
 * and spot highlighted, the balance after each round, a loading skeleton and the fairness details behind ⓘ.
 */

const text = englishOf(CARDS_TEXTS);

/** A card face, 70 × 100, with `{rank}`, `{ink}` and `{suit}` filled in by the page's script. */
const CARD_TEMPLATE =
  '<svg viewBox="0 0 70 100" aria-hidden="true" focusable="false"><rect x="1.5" y="1.5" width="67" height="97" rx="7" fill="#fffdf7" stroke="#00000059" stroke-width="2"/><text x="6" y="21" font-size="18" font-weight="700" font-family="system-ui,sans-serif" fill="{ink}">{rank}</text><path transform="translate(7 25) scale(.13)" d="{suit}" fill="{ink}"/><path transform="translate(19 38) scale(.42)" d="{suit}" fill="{ink}"/><g transform="rotate(180 35 50)"><text x="6" y="21" font-size="18" font-weight="700" font-family="system-ui,sans-serif" fill="{ink}">{rank}</text></g></svg>';

const STYLE = `${STUDIO_STYLE}
body{background:radial-gradient(circle at 50% 0,#1d4a37,#0b1f17 70%)}
.felt{background:radial-gradient(ellipse at 50% 30%,#1f7a4f,#0f4a2f);border:6px solid #6b3f1d;border-radius:24px;padding:14px 10px;text-align:center}
.hands{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.hand{border:2px solid #ffffff40;border-radius:16px;padding:8px 4px;min-height:150px}
.hand h2{margin:0 0 6px;font-size:17px;display:flex;justify-content:center;gap:8px;align-items:center}
.hand[data-side=player] h2{color:#cfe3ff}.hand[data-side=banker] h2{color:#ffd6d6}
.total{display:inline-flex;min-width:32px;height:32px;align-items:center;justify-content:center;border-radius:50%;background:#00000059;color:#fff;font-size:18px}
.cards{display:flex;justify-content:center;min-height:96px;gap:0}
.card{width:min(18vw,66px);aspect-ratio:7/10;display:block;margin-left:-10px;filter:drop-shadow(0 2px 3px #0008);animation:deal .35s ease-out both}
.card:first-child{margin-left:0}.card svg{width:100%;height:100%;display:block}
.card.third{transform:rotate(90deg) translateX(-6px);margin-left:6px;animation-name:deal-side}
@keyframes deal{0%{transform:translate(40px,-60px) rotate(-12deg);opacity:0}100%{transform:none;opacity:1}}
@keyframes deal-side{0%{transform:translate(40px,-60px) rotate(0);opacity:0}100%{transform:rotate(90deg) translateX(-6px);opacity:1}}
.hand.won{box-shadow:0 0 0 3px #ffd45c,0 0 22px 6px #ffd45c99;border-color:#ffd45c}
.spots{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.spot{min-height:84px;border-radius:14px;border:3px solid transparent;color:#fff;font:inherit;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;padding:6px;cursor:pointer}
.spot[data-spot=player]{background:#1d4f8f}.spot[data-spot=tie]{background:#2e6b3a}.spot[data-spot=banker]{background:#8f1d2c}
.spot .name{font-weight:800;font-size:17px}.spot .pays{font-size:13px;color:#f1ecff}
.spot[aria-pressed=true]{border-color:#ffd45c;box-shadow:inset 0 0 0 2px #ffd45c}
.spot .amount{font-size:13px;font-weight:700;color:#ffe27a;min-height:1.2em}
.spot.won{animation:glow 1s ease-in-out 2;box-shadow:0 0 0 3px #ffd45c,0 0 20px 4px #ffd45caa}
@keyframes glow{50%{box-shadow:0 0 0 3px #fff,0 0 28px 8px #ffd45c}}
`;

/** Runs in the page: one POST per round, deals the answer's cards in the shoe's order, shows the figures. */
const SCRIPT = `
(function(){
${TABLE_SCRIPT_HEAD}
var SUITS=${inlineJson(SUITS)},RANKS=${inlineJson(RANKS)},PATHS=${inlineJson(SUIT_PATHS)},CARD=${inlineJson(CARD_TEMPLATE)};
var buttons=d.querySelectorAll('.spot'),hands={player:d.getElementById('hand-player'),banker:d.getElementById('hand-banker')};
var chosen=[];
function suit(c){return SUITS[Math.floor(c/13)];}
function face(c){var s=suit(c),ink=(s==='hearts'||s==='diamonds')?'#c8102e':'#1b1b1b';return CARD.split('{rank}').join(RANKS[c%13]).split('{suit}').join(PATHS[s]).split('{ink}').join(ink);}
function cardName(c){var r=RANKS[c%13];return say('card',{rank:t[r]||r,suit:t[suit(c)]});}
function total(h){var s=0;for(var i=0;i<h.length;i++){var r=h[i]%13;s+=r<9?r+1:0;}return s%10;}
function render(){var c=chip();for(var i=0;i<buttons.length;i++){var on=chosen.indexOf(buttons[i].dataset.spot)>=0;buttons[i].setAttribute('aria-pressed',String(on));buttons[i].querySelector('.amount').textContent=on?fmt(c):'';}
 stake.textContent=fmt(c*chosen.length);}
function clear(){for(var i=0;i<buttons.length;i++)buttons[i].classList.remove('won');for(var s in hands){hands[s].classList.remove('won');}result.classList.remove('win');result.textContent='';}
function showHand(side,cards,order){var h=hands[side],box=h.querySelector('.cards'),names=[];box.innerHTML='';
 for(var i=0;i<cards.length;i++){var el=d.createElement('span');el.className=i===2?'card third':'card';el.style.animationDelay=(order[i]*220)+'ms';el.innerHTML=face(cards[i]);el.dataset.card=String(cards[i]);box.appendChild(el);names.push(cardName(cards[i]));}
 h.querySelector('.total').textContent=String(total(cards));h.dataset.total=String(total(cards));
 box.setAttribute('aria-label',say('hand',{name:t[side],total:total(cards),cards:names.join(', ')}));}
for(var i=0;i<buttons.length;i++)buttons[i].addEventListener('click',function(e){var s=e.currentTarget.dataset.spot,at=chosen.indexOf(s);msg.textContent='';
 if(at>=0)chosen.splice(at,1);else chosen.push(s);render();});
for(i=0;i<chips.length;i++)chips[i].addEventListener('change',render);
play.addEventListener('click',function(){
 msg.textContent='';if(chosen.length===0){msg.textContent=t.pickSpot;return;}
 var c=chip(),bets=chosen.slice();clear();playing(true);
 fetch('/sandbox/cards/play',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({key:key,bets:bets.map(function(x){return {spot:x,amount:c};})})})
 .then(function(r){return r.json();})
 .then(function(j){
  if(!settle(j,c*bets.length))return;
  // The shoe's order: Player, Banker, Player, Banker, then the Player's third card before the Banker's.
  var p=j.player,k=j.banker;showHand('player',p,[0,2,4]);showHand('banker',k,[1,3,p.length===3?5:4]);
  var pt=total(p),bt=total(k),says=say(j.outcome+'Wins',{player:pt,banker:bt});
  if(j.outcome!=='tie')hands[j.outcome].classList.add('won');
  for(var i=0;i<buttons.length;i++)if(buttons[i].dataset.spot===j.outcome&&bets.indexOf(j.outcome)>=0)buttons[i].classList.add('won');
  if(j.win>0&&bets.indexOf(j.outcome)>=0){result.textContent=says+' '+say('won',{amount:fmt(j.win)});result.classList.add('win');}
  else if(j.win>0)result.textContent=says+' '+say('pushed',{amount:fmt(j.win)});
  else result.textContent=says+' '+t.lost;
  game.dataset.outcome=j.outcome;
 })
 .catch(function(){msg.textContent=t.network;})
 .then(function(){playing(false);});
});
render();
${TABLE_SCRIPT_READY}
})();
`;

function spotButton(spot: Spot): string {
  const pays = `${(SPOT_PAYS[spot] - 100) / 100}:1`;
  return `<button type="button" class="spot" data-spot="${spot}" aria-pressed="false" data-testid="cards-bet-${spot}"><span class="name" data-t="${spot}">${text(spot)}</span><span class="pays"><span data-t="pays">${text('pays')}</span> ${pays}</span><span class="amount"></span></button>`;
}

function handBox(side: 'player' | 'banker'): string {
  const waiting = escapeHtml(CARDS_TEXTS['en-PH'].handWaiting.replace('{name}', CARDS_TEXTS['en-PH'][side]));
  return `<section class="hand" id="hand-${side}" data-side="${side}" data-testid="cards-${side}"><h2><span data-t="${side}">${text(side)}</span><span class="total" aria-hidden="true">–</span></h2><div class="cards" role="img" aria-label="${waiting}" data-testid="cards-${side}-cards"></div></section>`;
}

export function cardsGamePage(input: StudioPageInput): string {
  return studioDocument(
    input.gameName,
    STYLE,
    `<main class="app">
${skeleton(text, 'cards-game-loading')}
<div id="game" hidden data-testid="cards-game" data-state="loading" data-round="0">
${tableHeader(text, input, 'cards-fair-open')}
<div class="table">
<section class="felt"><div class="hands">${handBox('player')}${handBox('banker')}</div>
<p class="result" id="result" aria-live="polite" data-testid="cards-result"></p></section>
<section class="controls">
<fieldset class="board"><legend data-t="board">${text('board')}</legend><div class="spots">${(['player', 'tie', 'banker'] as const).map(spotButton).join('')}</div></fieldset>
${chipsFieldset(text('chips'), BACCARAT_CHIPS)}
${figures(text, input.coin)}
${playButton(text, 'cards-play')}
</section></div></div>
${fairDialog(text, input, 'cards-fair')}
</main><script type="application/json" id="texts">${inlineJson(CARDS_TEXTS)}</script><script>${SCRIPT}</script>`,
    ` data-key="${escapeHtml(input.playKey)}"`,
  );
}

/** The error state: a ticket refused (unknown, expired, left) or a game no longer playable, in the player's language. */
export const cardsErrorPage = (reason: 'ticketUnknown' | 'ticketExpired' | 'ticketClosed' | null, message = '') =>
  studioErrorPage(CARDS_TEXTS, reason, message);
