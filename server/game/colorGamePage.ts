import { COLOR_CHIPS, COLOR_MAX_COLORS, COLORS, type Color } from '../../src/api/contract/colorGame';
import { escapeHtml } from '../http/html';
import { COLOR_TEXTS } from './colorGameTexts';
import {
  BET_TOGGLES_STYLE,
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
 * The Color Game's page (served like the demo slot's, framed by the lobby): three dice drawn as SVG faces, the
 * six-colour board as toggle buttons, chips, Play, a roll animation (none under prefers-reduced-motion), the win
 * highlighted, the balance after each round, a loading skeleton until the script has laid the table in the player's
 * language, and the fairness details in a dialog behind the ⓘ button. Stable test ids, as on the slot's page.
 */

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

const STYLE = `${STUDIO_STYLE}${BET_TOGGLES_STYLE}
.dice-area{background:#0f3d2a;border:6px solid #6b3f1d;border-radius:20px;padding:18px 8px;text-align:center}
.dice{display:flex;gap:12px;justify-content:center}
.die{width:min(26vw,96px);aspect-ratio:1;display:block;border-radius:18px}
.die svg{width:100%;height:100%;display:block}
.die.hit{box-shadow:0 0 0 4px #ffd45c,0 0 18px 6px #ffd45c99}
.dice.rolling .die{animation:tumble .45s linear infinite}
.die.landed{animation:land .35s ease-out}
@keyframes tumble{0%{transform:rotate(0) translateY(0)}25%{transform:rotate(90deg) translateY(-8px)}50%{transform:rotate(180deg) translateY(0)}75%{transform:rotate(270deg) translateY(-8px)}100%{transform:rotate(360deg)}}
@keyframes land{0%{transform:scale(1.25)}60%{transform:scale(.92)}100%{transform:scale(1)}}
.color.won{animation:glow 1s ease-in-out 2;box-shadow:0 0 0 3px #ffd45c,0 0 20px 4px #ffd45caa}
@keyframes glow{50%{box-shadow:0 0 0 3px #fff,0 0 28px 8px #ffd45c}}
`;

/** Runs in the page: one POST per round, shows the server's figures, tells the parent the new balance. */
const SCRIPT = `
(function(){
${TABLE_SCRIPT_HEAD}
var FACES=JSON.parse(d.getElementById('faces').textContent),COLORS=${inlineJson(COLORS)},MAX=${COLOR_MAX_COLORS};
var dice=d.getElementById('dice'),dies=dice.querySelectorAll('.die'),buttons=d.querySelectorAll('.color');
var chosen=[];
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
 playing(true);dice.classList.add('rolling');
 fetch('/sandbox/color-game/play',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({key:key,bets:bets.map(function(x){return {color:x,amount:c};})})})
 .then(function(r){return r.json();})
 .then(function(j){
  if(!settle(j,c*bets.length))return;
  dice.classList.remove('rolling');showDice(j.dice,bets);
  if(j.win>0){result.textContent=say('won',{amount:fmt(j.win)});result.classList.add('win');
   for(var i=0;i<buttons.length;i++)if(bets.indexOf(buttons[i].dataset.color)>=0&&j.dice.indexOf(COLORS.indexOf(buttons[i].dataset.color))>=0)buttons[i].classList.add('won');}
  else result.textContent=t.lost;
 })
 .catch(function(){msg.textContent=t.network;})
 .then(function(){dice.classList.remove('rolling');playing(false);});
});
render();
${TABLE_SCRIPT_READY}
})();
`;

const text = englishOf(COLOR_TEXTS);

export type ColorGamePageInput = StudioPageInput;

function colorButton(color: Color): string {
  const face = FACE[color];
  return `<button type="button" class="color" data-color="${color}" aria-pressed="false" data-testid="color-bet-${color}"><svg viewBox="0 0 100 100" aria-hidden="true" focusable="false"><rect x="6" y="6" width="88" height="88" rx="20" fill="${face.fill}" stroke="#00000040" stroke-width="3"/><g fill="currentColor" style="color:${face.ink}">${face.shape}</g></svg><span data-t="${color}">${text(color)}</span><span class="amount"></span></button>`;
}

export function colorGamePage(input: ColorGamePageInput): string {
  const blank = `<span class="die">${dieFaceSvg(null)}</span>`;
  return studioDocument(
    input.gameName,
    STYLE,
    `<main class="app">
${skeleton(text, 'color-game-loading')}
<div id="game" hidden data-testid="color-game" data-state="loading" data-round="0">
${tableHeader(text, input, 'color-fair-open')}
<div class="table">
<section class="dice-area"><div class="dice" id="dice" role="img" data-t-label="diceWaiting" aria-label="${text('diceWaiting')}" data-testid="color-dice">${blank}${blank}${blank}</div>
<p class="result" id="result" aria-live="polite" data-testid="color-result"></p></section>
<section class="controls">
<fieldset class="board"><legend data-t="board">${text('board')}</legend><div class="colors">${COLORS.map(colorButton).join('')}</div></fieldset>
${chipsFieldset(text('chips'), COLOR_CHIPS)}
${figures(text, input.coin)}
${playButton(text, 'color-play')}
</section></div></div>
${fairDialog(text, input, 'color-fair')}
</main><script type="application/json" id="texts">${inlineJson(COLOR_TEXTS)}</script><script type="application/json" id="faces">${inlineJson(COLORS.map(dieFaceSvg))}</script><script>${SCRIPT}</script>`,
    ` data-key="${escapeHtml(input.playKey)}"`,
  );
}

/** The error state: a ticket refused (unknown, expired, left) or a game no longer playable, in the player's language. */
export const colorErrorPage = (reason: 'ticketUnknown' | 'ticketExpired' | 'ticketClosed' | null, message = '') =>
  studioErrorPage(COLOR_TEXTS, reason, message);
