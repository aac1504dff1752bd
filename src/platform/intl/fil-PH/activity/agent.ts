/** fil-PH twin of ../../en-PH/activity/agent.ts. */
export const agentMessages = {
  'promotions.activity.Agent': 'Agent Programme',
  'promotions.terms.Agent':
    'Kumita ng arawang komisyon sa mga taya ng mga manlalarong inimbita mo, hanggang tatlong antas; ipalit ito sa coins o gamitin sa scratch card at lottery.',
  'promotions.activity.AgentCount': 'Agent Count',
  'promotions.terms.AgentCount':
    'May gantimpala sa bawat bilang ng valid na inimbita (mga kaibigang nagrehistro gamit ang code mo at nag-deposito), isang beses bawat isa.',
  'promotions.agent.title': 'Agent Programme',
  'promotions.agent.intro':
    'Kumita ng komisyon araw-araw sa mga taya ng mga inimbita mo, at ng mga inimbita nila, hanggang tatlong antas.',
  'promotions.agent.code': 'Ang iyong invite code',
  'promotions.agent.tier': 'Ang iyong tier',
  'promotions.agent.tierName': 'Tier {tier}',
  'promotions.agent.tiers': 'Mga tier ng komisyon ngayon',
  'promotions.agent.downline': 'Ang iyong downline',
  'promotions.agent.level': 'Antas {level}: {members} manlalaro, {valid} valid',
  'promotions.agent.todayBets': 'Mga valid na taya ngayong araw',
  'promotions.agent.todayCommission': 'Komisyon ngayong araw sa ngayon (idaragdag pagkatapos ng araw)',
  'promotions.agent.total': 'Kabuuang komisyong kinita',
  'promotions.agent.left': 'Komisyong magagamit',
  'promotions.agent.exchangedSoFar': 'Naipalit na sa coins',
  'promotions.agent.exchange': 'Ipalit ang {amount} sa coins',
  'promotions.agent.exchangeMin': 'Makakapagpalit ka simula {min} na komisyon.',
  'promotions.agent.exchanged': 'Naipalit ang komisyon: nasa balanse mo na ang coins.',
  'promotions.agent.games': 'Maglaro gamit ang iyong komisyon',
  'promotions.agent.scratch': 'Mag-scratch ng card sa halagang {cost}',
  'promotions.agent.lottery': 'Bumunot ng numero sa lottery sa halagang {cost}',
  'promotions.agent.scratched': 'Na-scratch ang card.',
  'promotions.agent.drawn': 'Nabunot ang lottery.',
  'promotions.agent.scratchWon': 'Nagbigay ang iyong scratch card ng {amount}.',
  'promotions.agent.lotteryWon': 'Nabunot ang numerong {number}: nanalo ka ng {amount}.',
  'promotions.agent.lotteryLost': 'Nabunot ang numerong {number}: walang premyo ngayon.',
  'promotions.agent.awards': 'Aking mga card at tiket',
  'promotions.agent.noAwards': 'Wala ka pang scratch card o tiket sa lottery.',
  'promotions.agent.award.scratch': '{time}: scratch card, {amount}',
  'promotions.agent.award.lottery': '{time}: numero sa lottery {number}, {amount}',
  'promotions.agent.rows': 'Aking mga inimbitang manlalaro',
  'promotions.agent.noRows': 'Wala pang nagrehistro gamit ang iyong invite code.',
  'promotions.agent.row':
    '{account}, antas {level}: {status}; mga taya sa huling {days, plural, one {araw} other {# araw}} {bets}',
  'promotions.agent.valid': 'valid',
  'promotions.agent.notValid': 'wala pang deposito',
  'promotions.agent.rowsShown': 'Ipinapakita ang {shown} sa {total}.',
  'promotions.agent.rules': 'Mga Patakaran',
  'promotions.agent.rule.1':
    'Ang mga nagrehistro gamit ang iyong invite code ay antas 1 mo; ang mga inimbita nila ay antas 2, at ang sa kanila ay antas 3.',
  'promotions.agent.rule.2':
    'Ang mga valid na manlalaro lamang ang nagbibigay sa iyo ng komisyon: ang mga nakapag-deposito na. Ang mga taya nila ang binibilang, hindi ang panalo.',
  'promotions.agent.rule.3': 'Ang iyong tier ay ayon sa bilang ng iyong valid na manlalaro sa antas 1:',
  'promotions.agent.rule.tier':
    'Tier {tier}, simula {min} valid na manlalaro: antas 1 {first}, antas 2 {second}, antas 3 {third} ng kanilang mga taya',
  'promotions.agent.rule.4':
    'Ang komisyon ng bawat araw sa Manila (UTC+8) ay idinaragdag pagkatapos ng araw na iyon. Buksan ang pahinang ito sa loob ng {days, plural, one {# araw} other {# araw}} para makuha ito.',
  'promotions.agent.rule.5': 'Ipalit ang komisyon sa coins simula {min}: lahat ay agad na lilipat sa iyong balanse.',
  'promotions.agent.rule.6':
    'Ang scratch card ay nagkakahalaga ng {cost} na komisyon at nagbibigay ng {min} hanggang {max}, pinili nang random ng server.',
  'promotions.agent.rule.7':
    'Ang tiket sa lottery ay nagkakahalaga ng {cost} na komisyon. Bumubunot ang server ng numero mula 00 hanggang 99: ang 00 ay {jackpot}, ang 01 hanggang 04 ay {second}, ang 05 hanggang 24 ay {third}, ang 25 hanggang 64 ay {fourth}, at walang premyo ang iba.',
  'promotions.agentCount.title': 'Agent Count',
  'promotions.agentCount.intro':
    'Mag-imbita ng mga kaibigan: bawat valid na inimbita (nagrehistro gamit ang code mo at nag-deposito) ay naglalapit sa iyo sa susunod na gantimpala.',
  'promotions.agentCount.valid': 'Mga valid na inimbita: {count}',
  'promotions.agentCount.tier': '{need, plural, one {# valid na inimbita} other {# valid na inimbita}}: {amount}',
  'promotions.agentCount.claim': 'Kunin ang {amount}',
  'promotions.agentCount.claimed': 'Nakuha na',
  'promotions.agentCount.toGo': '{left, plural, one {# pa ang kailangan} other {# pa ang kailangan}}',
  'promotions.agentCount.paid': 'Nakuha ang gantimpala: nasa balanse mo na ang coins.',
  'promotions.agentCount.rule.1':
    'Bawat gantimpala ay makukuha nang isang beses, kapag umabot sa bilang nito ang iyong mga valid na inimbita.',
  'promotions.agentCount.rule.2':
    'Ang valid na inimbita ay nagrehistro gamit ang iyong invite code at nakapag-deposito na.',
};
