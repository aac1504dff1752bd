import type { rewardsMessages as en } from '../../en-PH/activity/rewards';
import type { Translation } from '../../translation';

/** fil-PH twin of ../../en-PH/activity/rewards.ts. */
export const rewardsMessages: Translation<typeof en> = {
  'rewards.title': 'Mga Reward',
  'rewards.promotions': 'Mga Promo',
  'rewards.signUpBonus': 'Sign-up Bonus',
  'rewards.loginToJoin': 'Mag-log in para sumali',
  'rewards.empty': 'Walang promo sa ngayon. Bumalik ka ulit mamaya.',
  'rewards.activity.FirstCharge': 'First Deposit Bonus',
  'rewards.activity.InviteFriend1': 'Mag-imbita ng Kaibigan',
  'rewards.activity.SignUpBonus': 'Mga Sign-up Bonus Card',
  'rewards.activity.other': '{name}',
  'activity.sign.title': 'Sign-up Bonus',
  'activity.sign.intro': 'Bumili ng card nang isang beses, tapos makatanggap ng reward araw-araw sa loob ng 7 araw.',
  'activity.sign.buy': 'Bilhin sa {price}',
  'activity.sign.owned': 'Nasa iyo na',
  'activity.sign.myCards': 'Mga card ko',
  'activity.sign.none': 'Wala ka pang card.',
  'activity.sign.day': 'Araw {n}',
  'activity.sign.dayDone': 'Natanggap na',
  'activity.sign.toCome': 'Darating pa',
  'activity.sign.days': 'Mga araw ng {name}',
  'activity.sign.receive': 'Kunin ang reward ngayong araw',
  'activity.sign.received': 'Natanggap na ang reward.',
  'activity.sign.done': 'Natanggap na ang lahat ng araw',
};
