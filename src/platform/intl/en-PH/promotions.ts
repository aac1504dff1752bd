/**
 * en-PH messages of the promotions hub (issue 14): the activity index, reward details, rule pages and the daily
 * sign-in. A lazy part: the activity area (src/platform/intl/en-PH/activity.ts) loads it with its screens.
 */
export const promotionsMessages = {
  'promotions.index.title': 'Promotions',
  'promotions.index.empty': 'No promotions right now. Check back soon.',
  'promotions.index.open': 'Open',
  'promotions.index.terms': 'Terms',
  'promotions.index.waiting': "Today's reward is waiting",
  'promotions.activity.FreeSign': 'Daily Sign-in',
  'promotions.activity.Supply': 'Supply',
  'promotions.detail.title': 'Reward terms',
  'promotions.detail.missing': 'This reward is not available to you right now.',
  'promotions.detail.rules': 'Full rules',
  'promotions.detail.back': 'All promotions',
  'promotions.terms.FirstCharge':
    'Buy the first-deposit pack within its time limit and claim each reward in it once. The pack is offered until you deposit.',
  'promotions.terms.InviteFriend1':
    'Invite friends with your link. Each prize unlocks when enough invited friends have signed up; each prize is paid once.',
  'promotions.terms.SignUpBonus':
    'Buy a sign-up bonus card once; it pays 20% of its price a day for 7 Manila dates, one day per date.',
  'promotions.terms.FreeSign':
    'Sign in once every Manila date to claim that day of a 7-day calendar. Missing a date starts the calendar over at day 1.',
  'promotions.terms.Supply':
    'When your balance and safe box together fall below ₱1, claim a one-off top-up, once a Manila date.',
  'promotions.terms.other': 'The terms of this promotion are shown on its page.',
  'promotions.rule.title': 'Rules',
  'promotions.rule.missing': 'There is no such rules page.',
  'promotions.rule.later': 'The rules of this activity will be published when it starts.',
  'promotions.rule.name.points': 'Points',
  'promotions.rule.name.signBonus': 'Daily Sign-in',
  'promotions.rule.name.agent': 'Agent',
  'promotions.rule.name.dayBonus': 'Sign-up Bonus Cards',
  'promotions.rule.name.supply': 'Supply',
  'promotions.rule.name.christmas': 'Christmas',
  'promotions.rule.name.newYear': 'New Year',
  'promotions.rule.name.agent5': 'Agent Rewards',
  'promotions.rule.signBonus.1': 'The calendar has 7 days. Each Manila date (UTC+8) you may claim the next day, once.',
  'promotions.rule.signBonus.2':
    'Missing a Manila date starts the calendar over at day 1; after day 7 a new week starts.',
  'promotions.rule.signBonus.3': 'Rewards are credited to your balance at once. A full week pays {week}.',
  'promotions.rule.signBonus.day': 'Day {day}: {pesos}',
  'promotions.rule.supply.1':
    'When your balance and safe box together are below {below}, you may claim {coin} once each Manila date (UTC+8).',
  'promotions.rule.supply.2': 'Supply is for players who have made a deposit before.',
  'promotions.rule.dayBonus.1': 'Each card is bought once, at its price, with a deposit.',
  'promotions.rule.dayBonus.2':
    'A card pays 20% of its price on each of 7 Manila dates (140% in all); receive one day per date from its page.',
  'promotions.freeSign.title': 'Daily Sign-in',
  'promotions.freeSign.intro': 'Claim a reward every day. Come back tomorrow for a bigger one!',
  'promotions.freeSign.streak': 'Days signed in this week: {days} of 7',
  'promotions.freeSign.day': 'Day {day}',
  'promotions.freeSign.claimed': 'Claimed',
  'promotions.freeSign.later': 'Coming up',
  'promotions.freeSign.claim': 'Claim {pesos}',
  'promotions.freeSign.done': "Today's reward is claimed. Come back tomorrow.",
  'promotions.freeSign.paid': 'Reward added to your balance.',
  'promotions.freeSign.rules': 'Rules',
  'promotions.supply.title': 'Supply',
  'promotions.supply.intro': 'Balance below {below}? Claim a {coin} top-up once a day.',
  'promotions.supply.claim': 'Claim {coin}',
  'promotions.supply.notNeeded': 'Your balance is above the floor: supply is not needed now.',
  'promotions.supply.paid': 'Top-up added to your balance.',
  'promotions.vipRebate.title': 'VIP Rebate',
  'promotions.vipRebate.intro':
    "Every day, get back a share of the previous day's bets (Manila date). The higher your VIP level, the bigger the share.",
  'promotions.vipRebate.level': 'Your level',
  'promotions.vipRebate.bets': "Yesterday's bets",
  'promotions.vipRebate.amount': 'Your rebate',
  'promotions.vipRebate.claim': 'Claim {amount}',
  'promotions.vipRebate.claimed': "Yesterday's rebate is claimed. Come back tomorrow.",
  'promotions.vipRebate.none': 'No rebate today: place bets today to earn one tomorrow.',
  'promotions.vipRebate.paid': 'Rebate added to your balance.',
  'promotions.vipRebate.rates': 'Rates',
  'promotions.vipRebate.rate': 'VIP {vip}: {rate}',
  'promotions.vipRebate.rateFrom': 'VIP {vip} and up: {rate}',
  'promotions.activity.VIP': 'VIP Rebate',
  'promotions.terms.VIP':
    "A share of the previous Manila date's bets by VIP level (0.2% to 1%), claimable from the next date, once.",
} as const satisfies Record<string, string>;
