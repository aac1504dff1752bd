/**
 * en-PH messages of the deposit promotions: the deposit streak and the ladder recharge on
 * /activity/depositEvery, and the cash bonus on /activity/cashBonus. Part of the lazy activity area.
 */
export const depositRewardsMessages = {
  'promotions.activity.ContinuousRecharge': 'Deposit Streak',
  'promotions.activity.LadderRecharge': 'Monthly Deposit Ladder',
  'promotions.activity.Fund': 'Cash Bonus',
  'promotions.terms.ContinuousRecharge':
    "Deposit on consecutive Manila dates to climb a 7-day streak; each day's reward is claimed once. A missed date starts over at day 1.",
  'promotions.terms.LadderRecharge':
    "Your paid deposits of the Manila calendar month climb 5 tiers; each tier's reward is claimed once a month.",
  'promotions.terms.Fund':
    'Every paid deposit adds a share of it to your cash bonus fund; your bets release it, and you claim what they released.',
  'promotions.depositEvery.title': 'Deposit Rewards',
  'promotions.depositEvery.deposit': 'Deposit now',
  'promotions.depositStreak.title': 'Deposit Streak',
  'promotions.depositStreak.intro': 'Deposit every day (Manila time) to climb 7 days of rewards.',
  'promotions.depositStreak.progress': 'Days reached this week: {days} of 7',
  'promotions.depositStreak.today': "Today's deposits: {amount}",
  'promotions.depositStreak.next': 'Deposit at least {min} today to reach day {day}.',
  'promotions.depositStreak.done': "Today's deposit counts. Come back tomorrow for day {day}.",
  'promotions.depositStreak.day': 'Day {day}',
  'promotions.depositStreak.days': "This week's streak days",
  'promotions.depositStreak.min': 'Deposit {min}',
  'promotions.depositStreak.claim': 'Claim {pesos}',
  'promotions.depositStreak.claimed': 'Claimed',
  'promotions.depositStreak.later': 'Not reached',
  'promotions.depositStreak.paid': 'Streak reward added to your balance.',
  'promotions.depositStreak.rules': 'Streak rules',
  'promotions.depositStreak.rule.1':
    "A Manila date (UTC+8) counts when that date's paid deposits reach the minimum of your next day.",
  'promotions.depositStreak.rule.2':
    'A date without enough deposits ends the streak: the next date that reaches {min} is day 1 again. After day 7 a new week starts.',
  'promotions.depositStreak.rule.3':
    "Claim each day's reward while its week is shown: a new streak or a new week clears the days before.",
  'promotions.ladderRecharge.title': 'Monthly Deposit Ladder',
  'promotions.ladderRecharge.intro': 'The more you deposit this month, the higher you climb. Each tier pays once.',
  'promotions.ladderRecharge.total': 'Deposited this month: {amount}',
  'promotions.ladderRecharge.ends': 'The ladder starts again on {date}.',
  'promotions.ladderRecharge.tiers': "This month's tiers",
  'promotions.ladderRecharge.tier': 'Deposit {need} this month',
  'promotions.ladderRecharge.claim': 'Claim {pesos}',
  'promotions.ladderRecharge.claimed': 'Claimed',
  'promotions.ladderRecharge.later': '{left} to go',
  'promotions.ladderRecharge.paid': 'Ladder reward added to your balance.',
  'promotions.ladderRecharge.rule':
    'Paid deposits of the Manila calendar month (UTC+8) count; each tier is claimed once a month; a new month starts from ₱0.',
  'promotions.cashBonus.title': 'Cash Bonus',
  'promotions.cashBonus.intro':
    'A deposit paid today adds {accrual} of its amount to your cash bonus fund. Your bets release it: {release} of every bet placed today, up to what the fund holds.',
  'promotions.cashBonus.accrued': 'Fund from your deposits',
  'promotions.cashBonus.released': 'Released by your bets',
  'promotions.cashBonus.claimedSoFar': 'Claimed so far',
  'promotions.cashBonus.claimable': 'Ready to claim',
  'promotions.cashBonus.claim': 'Claim {amount}',
  'promotions.cashBonus.empty': 'Make a deposit to start your cash bonus fund.',
  'promotions.cashBonus.betMore': 'Place bets to release your fund: you can claim from {min}.',
  'promotions.cashBonus.paid': 'Cash bonus added to your balance.',
  'promotions.cashBonus.rule.1':
    'Bets count from your first deposit. The fund never releases more than your deposits added to it.',
  'promotions.cashBonus.rule.2': 'Claim any time the released amount is {min} or more; it is added to your balance.',
  'promotions.cashBonus.rule.3':
    'The shares may change from one Manila day (UTC+8) to the next: every deposit and bet keeps the shares of the day it was made, so what your fund holds never changes with them.',
} as const satisfies Record<string, string>;
