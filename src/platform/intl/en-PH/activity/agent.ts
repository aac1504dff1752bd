/** en-PH messages of the Agent programme and Agent count (docs/promotions.md); part of ../activity.ts. */
export const agentMessages = {
  'promotions.activity.Agent': 'Agent Programme',
  'promotions.terms.Agent':
    'Earn a daily commission on the bets of the players you invite, down to three levels; exchange it to coins or play scratch cards and a lottery with it.',
  'promotions.activity.AgentCount': 'Agent Count',
  'promotions.terms.AgentCount':
    'A reward for every milestone of valid invitees (friends who registered with your code and deposited), each claimed once.',
  'promotions.agent.title': 'Agent Programme',
  'promotions.agent.intro':
    'Earn commission every day on the bets of the players you invite, and of the players they invite, down to three levels.',
  'promotions.agent.code': 'Your invite code',
  'promotions.agent.tier': 'Your tier',
  'promotions.agent.tierName': 'Tier {tier}',
  'promotions.agent.tiers': 'Commission tiers today',
  'promotions.agent.downline': 'Your downline',
  'promotions.agent.level': 'Level {level}: {members} players, {valid} valid',
  'promotions.agent.todayBets': "Today's valid bets",
  'promotions.agent.todayCommission': "Today's commission so far (added when the day ends)",
  'promotions.agent.total': 'Commission earned',
  'promotions.agent.left': 'Commission to use',
  'promotions.agent.exchangedSoFar': 'Exchanged to coins',
  'promotions.agent.exchange': 'Exchange {amount} to coins',
  'promotions.agent.exchangeMin': 'You can exchange from {min} of commission.',
  'promotions.agent.exchanged': 'Commission exchanged: the coins are in your balance.',
  'promotions.agent.games': 'Play with your commission',
  'promotions.agent.scratch': 'Scratch a card for {cost}',
  'promotions.agent.lottery': 'Draw a lottery number for {cost}',
  'promotions.agent.scratched': 'Card scratched.',
  'promotions.agent.drawn': 'Lottery drawn.',
  'promotions.agent.scratchWon': 'Your scratch card paid {amount}.',
  'promotions.agent.lotteryWon': 'Number {number} was drawn: you won {amount}.',
  'promotions.agent.lotteryLost': 'Number {number} was drawn: no prize this time.',
  'promotions.agent.awards': 'My cards and tickets',
  'promotions.agent.noAwards': 'No scratch cards or lottery tickets yet.',
  'promotions.agent.award.scratch': '{time}: scratch card, {amount}',
  'promotions.agent.award.lottery': '{time}: lottery number {number}, {amount}',
  'promotions.agent.rows': 'My invited players',
  'promotions.agent.noRows': 'Nobody has registered with your invite code yet.',
  'promotions.agent.row':
    '{account}, level {level}: {status}; bets of the last {days, plural, one {day} other {# days}} {bets}',
  'promotions.agent.valid': 'valid',
  'promotions.agent.notValid': 'no deposit yet',
  'promotions.agent.rowsShown': 'Showing {shown} of {total}.',
  'promotions.agent.rules': 'Rules',
  'promotions.agent.rule.1':
    'Players who register with your invite code are your level 1; the players they invite are level 2, and theirs level 3.',
  'promotions.agent.rule.2':
    'Only valid players earn you commission: those who have made a paid deposit. Their bets count, not their wins.',
  'promotions.agent.rule.3': 'Your tier is set by your valid level-1 players:',
  'promotions.agent.rule.tier':
    'Tier {tier}, from {min} valid players: level 1 {first}, level 2 {second}, level 3 {third} of their bets',
  'promotions.agent.rule.4':
    "Each Manila day's commission (UTC+8) is added once that day ends. Open this page within {days, plural, one {# day} other {# days}} to collect it.",
  'promotions.agent.rule.5': 'Exchange commission to coins from {min}: all of it moves to your balance at once.',
  'promotions.agent.rule.6':
    'A scratch card costs {cost} of commission and pays {min} to {max}, drawn at random by the server.',
  'promotions.agent.rule.7':
    'A lottery ticket costs {cost} of commission. The server draws a number from 00 to 99: 00 pays {jackpot}, 01 to 04 pay {second}, 05 to 24 pay {third}, 25 to 64 pay {fourth}, the rest pay nothing.',
  'promotions.agentCount.title': 'Agent Count',
  'promotions.agentCount.intro':
    'Invite friends: each valid invitee (registered with your code and made a deposit) brings you closer to the next reward.',
  'promotions.agentCount.valid': 'Valid invitees: {count}',
  'promotions.agentCount.tier': '{need, plural, one {# valid invitee} other {# valid invitees}}: {amount}',
  'promotions.agentCount.claim': 'Claim {amount}',
  'promotions.agentCount.claimed': 'Claimed',
  'promotions.agentCount.toGo': '{left, plural, one {# more to go} other {# more to go}}',
  'promotions.agentCount.paid': 'Reward claimed: the coins are in your balance.',
  'promotions.agentCount.rule.1': 'Each reward is claimed once, when your valid invitees reach its number.',
  'promotions.agentCount.rule.2': 'A valid invitee registered with your invite code and made a paid deposit.',
} as const satisfies Record<string, string>;
