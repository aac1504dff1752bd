import type { promotionsMessages as en } from '../en-PH/promotions';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/promotions.ts. */
export const promotionsMessages: Translation<typeof en> = {
  'promotions.index.title': 'Mga Promo',
  'promotions.index.empty': 'Walang promo sa ngayon. Bumalik ka ulit mamaya.',
  'promotions.index.open': 'Buksan',
  'promotions.index.terms': 'Mga Tuntunin',
  'promotions.index.waiting': 'May naghihintay na gantimpala',
  'promotions.activity.FreeSign': 'Daily Sign-in',
  'promotions.activity.Supply': 'Supply',
  'promotions.detail.title': 'Mga tuntunin ng reward',
  'promotions.detail.missing': 'Hindi available sa iyo ang reward na ito sa ngayon.',
  'promotions.detail.rules': 'Buong patakaran',
  'promotions.detail.back': 'Lahat ng promo',
  'promotions.terms.FirstCharge':
    'Bilhin ang first-deposit pack bago matapos ang oras nito at i-claim nang isang beses ang bawat reward dito. Available ang pack hanggang mag-deposit ka.',
  'promotions.terms.InviteFriend1':
    'Mag-imbita ng mga kaibigan gamit ang iyong link. Mabubuksan ang bawat premyo kapag sapat na ang naimbitahang kaibigan na nag-sign up; isang beses lang ibinibigay ang bawat premyo.',
  'promotions.terms.SignUpBonus':
    'Bumili ng sign-up bonus card nang isang beses; magbibigay ito ng 20% ng presyo nito kada araw sa loob ng 7 petsa sa Manila, isang araw kada petsa.',
  'promotions.terms.FreeSign':
    'Mag-sign in nang isang beses bawat petsa sa Manila para i-claim ang araw na iyon sa 7-araw na kalendaryo. Kapag may na-miss kang petsa, babalik sa araw 1 ang kalendaryo.',
  'promotions.terms.Supply':
    'Kapag bumaba sa ₱1 ang pinagsamang balanse at safe box mo, puwede kang mag-claim ng one-off top-up, isang beses bawat petsa sa Manila.',
  'promotions.terms.other': 'Nakalagay sa page ng promo na ito ang mga tuntunin nito.',
  'promotions.rule.title': 'Mga Patakaran',
  'promotions.rule.missing': 'Walang ganitong page ng patakaran.',
  'promotions.rule.later': 'Ilalabas ang mga patakaran ng activity na ito kapag nagsimula na ito.',
  'promotions.rule.name.points': 'Points',
  'promotions.rule.name.signBonus': 'Daily Sign-in',
  'promotions.rule.name.agent': 'Agent',
  'promotions.rule.name.dayBonus': 'Mga Sign-up Bonus Card',
  'promotions.rule.name.supply': 'Supply',
  'promotions.rule.name.christmas': 'Pasko',
  'promotions.rule.name.newYear': 'Bagong Taon',
  'promotions.rule.name.agent5': 'Mga Agent Reward',
  'promotions.rule.signBonus.1':
    'May 7 araw ang kalendaryo. Bawat petsa sa Manila (UTC+8), puwede mong i-claim ang susunod na araw, isang beses.',
  'promotions.rule.signBonus.2':
    'Kapag may na-miss kang petsa sa Manila, babalik sa araw 1 ang kalendaryo; pagkatapos ng araw 7, magsisimula ang bagong linggo.',
  'promotions.rule.signBonus.3':
    'Agad na idinadagdag sa iyong balanse ang mga reward. Ang buong linggo ay nagbibigay ng {week}.',
  'promotions.rule.signBonus.day': 'Araw {day}: {pesos}',
  'promotions.rule.supply.1':
    'Kapag mas mababa sa {below} ang pinagsamang balanse at safe box mo, puwede kang mag-claim ng {coin} nang isang beses bawat petsa sa Manila (UTC+8).',
  'promotions.rule.supply.2': 'Ang Supply ay para sa mga player na nakapag-deposit na dati.',
  'promotions.rule.points.1':
    'Nakakakuha ng points mula sa mga task, sa mail ng VIP at ng mga event, at sa mga promo na nagsasabi nito.',
  'promotions.rule.points.2':
    'Ipalit ang buong points sa coin sa pahina ng Points: {min} hanggang {max} points bawat palit.',
  'promotions.rule.points.3': 'Bawat point ay katumbas ng {coin} na coin, na agad idinadagdag sa iyong balanse.',
  'promotions.rule.points.4': 'Hindi nag-e-expire ang points at hindi ito maaaring i-withdraw bilang points.',
  'promotions.rule.dayBonus.1': 'Isang beses lang nabibili ang bawat card, sa presyo nito, gamit ang deposit.',
  'promotions.rule.dayBonus.2':
    'Nagbibigay ang card ng 20% ng presyo nito sa bawat isa sa 7 petsa sa Manila (140% lahat); kunin ang isang araw kada petsa mula sa page nito.',
  'promotions.freeSign.title': 'Daily Sign-in',
  'promotions.freeSign.intro': 'Mag-claim ng reward araw-araw. Bumalik bukas para sa mas malaki!',
  'promotions.freeSign.streak': 'Mga araw na naka-sign in ngayong linggo: {days} sa 7',
  'promotions.freeSign.day': 'Araw {day}',
  'promotions.freeSign.claimed': 'Na-claim na',
  'promotions.freeSign.later': 'Paparating',
  'promotions.freeSign.claim': 'I-claim ang {pesos}',
  'promotions.freeSign.done': 'Na-claim na ang reward ngayong araw. Bumalik ka bukas.',
  'promotions.freeSign.paid': 'Naidagdag na ang reward sa iyong balanse.',
  'promotions.freeSign.rules': 'Mga Patakaran',
  'promotions.supply.title': 'Supply',
  'promotions.supply.intro': 'Mas mababa sa {below} ang balanse? Mag-claim ng {coin} na top-up isang beses kada araw.',
  'promotions.supply.claim': 'I-claim ang {coin}',
  'promotions.supply.notNeeded': 'Lampas sa minimum ang iyong balanse: hindi mo pa kailangan ng supply ngayon.',
  'promotions.supply.paid': 'Naidagdag na ang top-up sa iyong balanse.',
  'promotions.vipRebate.title': 'VIP Rebate',
  'promotions.vipRebate.intro':
    'Araw-araw, mabawi ang bahagi ng mga taya mo kahapon (petsa sa Manila). Mas mataas ang VIP level mo, mas malaki ang bahagi.',
  'promotions.vipRebate.level': 'Ang level mo',
  'promotions.vipRebate.bets': 'Mga taya kahapon',
  'promotions.vipRebate.amount': 'Ang rebate mo',
  'promotions.vipRebate.claim': 'I-claim ang {amount}',
  'promotions.vipRebate.claimed': 'Na-claim na ang rebate kahapon. Bumalik ka bukas.',
  'promotions.vipRebate.none': 'Walang rebate ngayon: tumaya ngayong araw para magkaroon bukas.',
  'promotions.vipRebate.paid': 'Naidagdag na ang rebate sa iyong balanse.',
  'promotions.vipRebate.rates': 'Mga Rate',
  'promotions.vipRebate.rate': 'VIP {vip}: {rate}',
  'promotions.vipRebate.rateFrom': 'VIP {vip} pataas: {rate}',
  'promotions.activity.Festival': 'Sweldo Festival',
  'promotions.terms.Festival':
    'Tuwing sweldo (ika-15 at huling araw ng buwan), magbukas ng ang pao nang 12:00 at 20:00 oras sa Manila: isa bawat oras ng bukas, para sa mga nakapag-deposito na.',
  'promotions.festival.title': 'Sweldo Festival',
  'promotions.festival.intro': 'May ang pao tuwing sweldo: ika-15 at huling araw ng bawat buwan.',
  'promotions.festival.openUntil': 'Bukas ang mga ang pao hanggang {time}.',
  'promotions.festival.next': 'Susunod na ang pao: {time}.',
  'promotions.festival.open': 'Buksan ang aking ang pao',
  'promotions.festival.opened': 'Nabuksan ang ang pao: nasa balanse mo na ang coins.',
  'promotions.festival.done': 'Nabuksan mo na ang ang pao na ito. Ang mga susunod ay sa susunod na oras ng bukas.',
  'promotions.festival.depositFirst': 'Ang mga ang pao ay para sa mga manlalarong nakapag-deposito na.',
  'promotions.festival.deposit': 'Mag-deposito',
  'promotions.festival.packets': 'Aking mga ang pao',
  'promotions.festival.none': 'Wala ka pang nabubuksang ang pao.',
  'promotions.festival.packet': '{time}: {amount}',
  'promotions.festival.rule.1':
    'Ang mga araw ng festival ay araw ng sweldo: ika-15 at huling araw ng bawat buwan, oras sa Manila (UTC+8).',
  'promotions.festival.rule.2':
    'Sa mga araw na iyon, nagbubukas ang mga ang pao nang {first} at {second}, nang {minutes} minuto bawat isa.',
  'promotions.festival.rule.3':
    'Isang ang pao bawat oras ng bukas. Bawat isa ay may {min} hanggang {max} na buong piso, pinili nang random ng server at agad idinadagdag sa iyong balanse.',
  'promotions.festival.rule.4': 'Ang mga ang pao ay para sa mga manlalarong nakapag-deposito na dati.',
  'promotions.activity.VIP': 'VIP Rebate',
  'promotions.terms.VIP':
    'Bahagi ng mga taya sa nakaraang petsa sa Manila ayon sa VIP level (0.2% hanggang 1%), puwedeng i-claim simula sa susunod na petsa, isang beses.',
  'promotions.activity.WeekendLottery': 'Weekend Lottery',
  'promotions.terms.WeekendLottery':
    'Isang ticket sa bawat ₱100 na taya tuwing Sabado o Linggo (oras sa Manila); ang bunutan ay Lunes, 8:00 PM oras sa Manila, at ibinibigay agad ang premyo sa bunutan.',
  'promotions.weekendLottery.title': 'Weekend Lottery',
  'promotions.weekendLottery.intro':
    'Maglaro sa weekend, mangolekta ng ticket, at manalo sa bunutan tuwing Lunes ng gabi.',
  'promotions.weekendLottery.rules': 'Paano ito gumagana',
  'promotions.weekendLottery.ruleTickets':
    'Bawat {bet} na itinaya mo tuwing Sabado o Linggo (oras sa Manila) ay may katumbas na 1 ticket.',
  'promotions.weekendLottery.ruleDraw':
    'Ang bunutan ay tuwing Lunes, 8:00 PM oras sa Manila. Isang pagkakataon ang bawat ticket; isang premyo lang bawat manlalaro kada weekend.',
  'promotions.weekendLottery.rulePrizes':
    'Mga premyo: {prizes}. Idinadagdag ang mga ito sa balanse ng mga nanalo sa oras ng bunutan.',
  'promotions.weekendLottery.ruleNames': 'Nakalista ang mga nanalo nang bahagyang nakatago ang kanilang mobile number.',
  'promotions.weekendLottery.thisWeekend': 'Ngayong weekend',
  'promotions.weekendLottery.window': 'Bilang ang mga taya mula {start} hanggang {end}. Ang bunutan: {draw}.',
  'promotions.weekendLottery.tickets': 'Ang mga ticket mo sa ngayon: {tickets}',
  'promotions.weekendLottery.login': 'Mag-log in para mangolekta ng ticket',
  'promotions.weekendLottery.last': 'Huling bunutan: {draw}',
  'promotions.weekendLottery.figures': 'Mga ticket: {tickets} · Mga manlalaro: {players}',
  'promotions.weekendLottery.winner': 'Blg. {rank}: {name}, {prize}',
  'promotions.weekendLottery.you': '(ikaw)',
  'promotions.weekendLottery.noWinners': 'Walang nakolektang ticket noong weekend na iyon, kaya walang nanalo.',
};
