import type { helpMessages as en } from '../en-PH/help';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/help.ts. */
export const helpMessages: Translation<typeof en> = {
  'help.title': 'Responsible gaming',
  'help.intro':
    'Dapat masaya lang ang paglalaro. Kung hindi na ito masaya, o mas malaki na ang oras o perang nagagastos mo kaysa sa balak mo, makakatulong ang mga tool at taong nasa page na ito. 21 pataas lang ang puwedeng maglaro.',
  'help.tools': 'Mga sarili mong tool',
  'help.tools.player': 'Ikaw mismo ang magse-set, kahit kailan mo kailangan.',
  'help.tools.guest':
    'Mag-log in para mag-set ng deposit limit at paalala habang naglalaro, mag-break o i-exclude ang sarili, at makita ang history ng account mo.',
  'help.tools.login': 'Mag-log in',
  'help.tool.limits': 'Deposit limit at paalala sa paglalaro',
  'help.tool.limits.about':
    'Lagyan ng limit ang puwede mong i-deposit kada araw, linggo o buwan, at piliin kung gaano kadalas lalabas ang paalala habang naglalaro ka.',
  'help.tool.break': 'Mag-break muna',
  'help.tool.break.about':
    'Time-out na isang araw hanggang isang buwan, o self-exclusion na anim na buwan hanggang limang taon: bawal munang maglaro hanggang matapos ito.',
  'help.tool.history': 'History ng account',
  'help.tool.history.about': 'Ang mga deposit, withdrawal at resulta ng mga laro mo sa nakaraang 12 buwan.',
  'help.lines': 'Kausapin ang isang tao',
  'help.lines.intro':
    'Libre at kumpidensyal na tulong sa labas ng app na ito. Kung ikaw o ang isang malapit sa iyo ay nasa panganib ngayon, tumawag sa 911.',
  'help.ncmh.about':
    'Libreng crisis support sa telepono, araw man o gabi, para sa sinumang nabibigatan, nababalisa o nawawalan ng pag-asa, pati dahil sa sugal.',
  'help.pagcor.about':
    'Ang ahensya ng gobyerno na nagre-regulate ng gaming sa Pilipinas. Nasa website nito ang kanilang responsible-gaming program, pati kung paano humiling na ma-ban sa paglalaro.',
  'help.phones': 'Tumawag',
  'help.phone.landline': 'libre kapag mula sa landline',
  'help.phone.mobile': 'mula sa cellphone',
  'help.website': 'Website',
  'help.newTab': '(bubukas sa bagong tab)',
};
