import type { depositRewardsMessages as en } from '../../en-PH/activity/depositRewards';
import type { Translation } from '../../translation';

/** fil-PH twin of ../../en-PH/activity/depositRewards.ts. */
export const depositRewardsMessages: Translation<typeof en> = {
  'promotions.activity.ContinuousRecharge': 'Sunod-sunod na Deposit',
  'promotions.activity.LadderRecharge': 'Buwanang Deposit Ladder',
  'promotions.activity.Fund': 'Cash Bonus',
  'promotions.terms.ContinuousRecharge':
    'Mag-deposit sa magkakasunod na petsa sa Manila para umakyat sa 7-araw na streak; isang beses lang kinukuha ang reward ng bawat araw. Kapag may na-miss na petsa, babalik sa araw 1.',
  'promotions.terms.LadderRecharge':
    'Ang mga bayad mong deposit sa buwan (petsa sa Manila) ay umaakyat sa 5 baitang; isang beses kada buwan kinukuha ang reward ng bawat baitang.',
  'promotions.terms.Fund':
    'Bawat bayad na deposit ay nagdadagdag ng bahagi nito sa iyong cash bonus fund; inilalabas ito ng iyong mga taya, at makukuha mo ang nailabas.',
  'promotions.depositEvery.title': 'Mga Reward sa Deposit',
  'promotions.depositEvery.deposit': 'Mag-deposit ngayon',
  'promotions.depositStreak.title': 'Sunod-sunod na Deposit',
  'promotions.depositStreak.intro': 'Mag-deposit araw-araw (oras sa Manila) para umakyat sa 7 araw ng mga reward.',
  'promotions.depositStreak.progress': 'Mga araw na naabot ngayong linggo: {days} sa 7',
  'promotions.depositStreak.today': 'Mga deposit ngayong araw: {amount}',
  'promotions.depositStreak.next': 'Mag-deposit ng hindi bababa sa {min} ngayong araw para maabot ang araw {day}.',
  'promotions.depositStreak.done': 'Bilang na ang deposit mo ngayong araw. Bumalik ka bukas para sa araw {day}.',
  'promotions.depositStreak.day': 'Araw {day}',
  'promotions.depositStreak.days': 'Mga araw ng streak ngayong linggo',
  'promotions.depositStreak.min': 'Mag-deposit ng {min}',
  'promotions.depositStreak.claim': 'Kunin ang {pesos}',
  'promotions.depositStreak.claimed': 'Nakuha na',
  'promotions.depositStreak.later': 'Hindi pa',
  'promotions.depositStreak.paid': 'Naidagdag na sa iyong balanse ang reward ng streak.',
  'promotions.depositStreak.rules': 'Mga patakaran ng streak',
  'promotions.depositStreak.rule.1':
    'Bilang ang isang petsa sa Manila (UTC+8) kapag naabot ng mga bayad na deposit sa petsang iyon ang minimum ng susunod mong araw.',
  'promotions.depositStreak.rule.2':
    'Natatapos ang streak sa petsang kulang ang deposit: ang susunod na petsang aabot sa {min} ay araw 1 ulit. Pagkatapos ng araw 7, may bagong linggo.',
  'promotions.depositStreak.rule.3':
    'Kunin ang reward ng bawat araw habang ipinapakita pa ang linggo nito: nabubura ang mga naunang araw kapag may bagong streak o bagong linggo.',
  'promotions.ladderRecharge.title': 'Buwanang Deposit Ladder',
  'promotions.ladderRecharge.intro':
    'Habang lumalaki ang deposit mo ngayong buwan, mas mataas ang naaakyat mo. Isang beses lang nagbabayad ang bawat baitang.',
  'promotions.ladderRecharge.total': 'Naideposit ngayong buwan: {amount}',
  'promotions.ladderRecharge.ends': 'Magsisimula ulit ang ladder sa {date}.',
  'promotions.ladderRecharge.tiers': 'Mga tier ngayong buwan',
  'promotions.ladderRecharge.tier': 'Mag-deposit ng {need} ngayong buwan',
  'promotions.ladderRecharge.claim': 'Kunin ang {pesos}',
  'promotions.ladderRecharge.claimed': 'Nakuha na',
  'promotions.ladderRecharge.later': '{left} pa',
  'promotions.ladderRecharge.paid': 'Naidagdag na sa iyong balanse ang reward ng ladder.',
  'promotions.ladderRecharge.rule':
    'Bilang ang mga bayad na deposit sa buwan ayon sa kalendaryo ng Manila (UTC+8); isang beses kada buwan kinukuha ang bawat baitang; nagsisimula sa ₱0 ang bagong buwan.',
  'promotions.cashBonus.title': 'Cash Bonus',
  'promotions.cashBonus.intro':
    'Ang deposit na binayaran ngayong araw ay nagdadagdag ng {accrual} ng halaga nito sa iyong cash bonus fund. Inilalabas ito ng iyong mga taya: {release} ng bawat taya ngayong araw, hanggang sa laman ng fund.',
  'promotions.cashBonus.accrued': 'Fund mula sa iyong mga deposit',
  'promotions.cashBonus.released': 'Nailabas ng iyong mga taya',
  'promotions.cashBonus.claimedSoFar': 'Nakuha na',
  'promotions.cashBonus.claimable': 'Handang kunin',
  'promotions.cashBonus.claim': 'Kunin ang {amount}',
  'promotions.cashBonus.empty': 'Mag-deposit para masimulan ang iyong cash bonus fund.',
  'promotions.cashBonus.betMore': 'Tumaya para mailabas ang iyong fund: makukuha mo ito simula {min}.',
  'promotions.cashBonus.paid': 'Naidagdag na sa iyong balanse ang cash bonus.',
  'promotions.cashBonus.rule.1':
    'Bilang ang mga taya mula sa una mong deposit. Hindi maglalabas ang fund nang higit sa idinagdag ng iyong mga deposit.',
  'promotions.cashBonus.rule.2':
    'Kunin ito kahit kailan kapag {min} o higit pa ang nailabas; idadagdag ito sa iyong balanse.',
  'promotions.cashBonus.rule.3':
    'Maaaring magbago ang mga bahagi mula sa isang araw sa Manila (UTC+8) sa susunod: bawat deposit at taya ay may bahagi ng araw na ginawa ito, kaya hindi nagbabago ang laman ng iyong fund dahil dito.',
};
