import type { fairMessages as en } from '../en-PH/fair';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/fair.ts. */
export const fairMessages: Translation<typeof en> = {
  'fair.title': 'Provably fair na mga spin',
  'fair.intro':
    'Ang bawat spin ng demo game at bawat round ng Color Game ay galing sa server seed na makikita mo ang SHA-256 bago ka maglaro, sa sarili mong client seed at sa numero ng spin. Palitan ang mga seed para ilabas ang server seed, saka suriin dito ang bawat spin at ang dice ng bawat round, sa iyong browser.',
  'fair.active.title': 'Kasalukuyang mga seed',
  'fair.hash': 'SHA-256 ng server seed',
  'fair.serverSeed': 'Server seed',
  'fair.clientSeed': 'Client seed',
  'fair.nonce': 'Mga spin na nagawa',
  'fair.clientSeed.label': 'Bagong client seed (opsyonal)',
  'fair.clientSeed.hint':
    'Mga letra, numero, - at _, hanggang 64. Iwanang blangko para panatilihin ang iyong client seed.',
  'fair.clientSeed.invalid': 'Mga letra, numero, - at _ lang (hanggang 64) ang gamitin sa client seed.',
  'fair.rotate': 'Palitan ang mga seed',
  'fair.rotated': 'Bagong mga seed na ang ginagamit. Ipinapakita sa ibaba ang dati mong server seed.',
  'fair.revealed.title': 'Mga inilabas na seed',
  'fair.revealed.empty': 'Wala pang inilalabas na seed. Palitan ang mga seed para ilabas ang kasalukuyan.',
  'fair.verify': 'Suriin ang {count, plural, one {# spin} other {# spin}}',
  'fair.linked.active':
    'Ang spin {nonce} mo ay galing sa kasalukuyang seeds mo. Palitan muna ang seeds para makita ang server seed, tapos i-verify ang seed {id} sa ibaba.',
  'fair.linked.revealed': 'Ang spin {nonce} mo ay galing sa seed {id}, na nakikita na: i-verify ito sa ibaba.',
  'fair.report.title': 'Pagsusuri ng seed {id}',
  'fair.report.hashOk': 'Tugma ang server seed sa SHA-256 na ipinakita bago maglaro.',
  'fair.report.hashBad': 'HINDI tugma ang server seed sa SHA-256 na ipinakita bago maglaro.',
  'fair.report.allMatch':
    '{count, plural, one {Tugma ang # spin} other {Tugma ang lahat ng # spin}} sa mga resultang ibinayad sa iyo.',
  'fair.report.mismatches':
    '{count, plural, one {# spin ang HINDI tugma} other {# spin ang HINDI tugma}} sa mga resultang ibinayad sa iyo.',
  'fair.report.none': 'Walang spin ang seed na ito.',
  'fair.report.nonce': 'Spin',
  'fair.report.recorded': 'Ibinayad',
  'fair.report.computed': 'Kinalkula',
  'fair.report.result': 'Resulta',
  'fair.report.match': 'Tugma',
  'fair.report.mismatch': 'Hindi tugma',
  'fair.color.yellow': 'Dilaw',
  'fair.color.white': 'Puti',
  'fair.color.pink': 'Rosas',
  'fair.color.blue': 'Asul',
  'fair.color.red': 'Pula',
  'fair.color.green': 'Berde',
  'fair.hand.player': 'Player {total}:',
  'fair.hand.banker': 'Banker {total}:',
  'fair.card': '{rank} ng {suit}',
  'fair.rank.A': 'Alas',
  'fair.rank.J': 'Jack',
  'fair.rank.Q': 'Reyna',
  'fair.rank.K': 'Hari',
  'fair.suit.spades': 'espada',
  'fair.suit.hearts': 'puso',
  'fair.suit.diamonds': 'diyamante',
  'fair.suit.clubs': 'trebol',
};
