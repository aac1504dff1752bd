import { useIntl } from 'react-intl';
import { AGENT_SPEND, type AgentAward, agentMachine } from '../../../../machines/activity/agent.machine';
import { Fact } from '../../../ui/Fact';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { useActivityPage } from '../useActivityPage';
import './agent.css';
import { RulesLink } from '../RulesLink';
import { SharePanel } from '../share/SharePanel';
import { AgentTierList } from './AgentRules';

const MANILA = 'Asia/Manila';

/**
 * /activity/agent and /lobby/agent (Agent 26; docs/promotions.md): the player's downline by level, the commission
 * (today's so far, earned, left) and what to do with it: exchange it to coins, scratch a card, draw a lottery
 * number, at the operator's figures of agentData's answer. The outcome of a card or ticket is announced in a live
 * region; the cards and tickets and the invited players are listed below.
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(agentMachine);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const when = (ms: number) =>
    intl.formatDate(ms, { timeZone: MANILA, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  const outcome = (award: AgentAward | null) => {
    if (!award) return '';
    if (award.kind === 1)
      return intl.formatMessage({ id: 'promotions.agent.scratchWon' }, { amount: peso(award.prize) });
    const number = String(award.number).padStart(2, '0');
    return award.prize > 0
      ? intl.formatMessage({ id: 'promotions.agent.lotteryWon' }, { number, amount: peso(award.prize) })
      : intl.formatMessage({ id: 'promotions.agent.lotteryLost' }, { number });
  };
  return (
    <ActivityPage title="promotions.agent.title" data-testid="agent" run={run} data={snapshot.context.data}>
      {({ agent, rows, awards, last }) => (
        <>
          <p className="activity__hero">{intl.formatMessage({ id: 'promotions.agent.intro' })}</p>
          <SharePanel source={'agent'} />
          <dl className="promotions__figures">
            <Fact label="promotions.agent.code">{agent.inviteCode}</Fact>
            <Fact label="promotions.agent.tier">
              {intl.formatMessage({ id: 'promotions.agent.tierName' }, { tier: agent.tier + 1 })}
            </Fact>
            <Fact label="promotions.agent.todayBets">{peso(agent.todayBets)}</Fact>
            <Fact label="promotions.agent.todayCommission">{peso(agent.todayCommission)}</Fact>
            <Fact label="promotions.agent.total" data-testid="agent-total">
              {peso(agent.totalReward)}
            </Fact>
            <Fact label="promotions.agent.left" data-testid="agent-left">
              {peso(agent.pendingReward)}
            </Fact>
            <Fact label="promotions.agent.exchangedSoFar">{peso(agent.exchanged)}</Fact>
          </dl>
          <h2>{intl.formatMessage({ id: 'promotions.agent.tiers' })}</h2>
          <AgentTierList tiers={agent.tiers} reached={agent.tier} data-testid="agent-tiers" />
          {agent.itemStatus === 1 ? (
            <ClaimButton run={run} id={AGENT_SPEND.exchange}>
              {intl.formatMessage({ id: 'promotions.agent.exchange' }, { amount: peso(agent.pendingReward) })}
            </ClaimButton>
          ) : (
            <p>{intl.formatMessage({ id: 'promotions.agent.exchangeMin' }, { min: peso(agent.exchangeMin) })}</p>
          )}
          <h2>{intl.formatMessage({ id: 'promotions.agent.games' })}</h2>
          <ClaimButton run={run} id={AGENT_SPEND.scratch}>
            {intl.formatMessage({ id: 'promotions.agent.scratch' }, { cost: peso(agent.scratchCost) })}
          </ClaimButton>
          <ClaimButton run={run} id={AGENT_SPEND.lottery}>
            {intl.formatMessage({ id: 'promotions.agent.lottery' }, { cost: peso(agent.lotteryCost) })}
          </ClaimButton>
          <p className="agent__outcome" role="status" aria-live="polite" data-testid="agent-outcome">
            {outcome(last)}
          </p>
          <h2>{intl.formatMessage({ id: 'promotions.agent.awards' })}</h2>
          {awards.length === 0 ? (
            <p>{intl.formatMessage({ id: 'promotions.agent.noAwards' })}</p>
          ) : (
            <ul data-testid="agent-awards">
              {awards.map((award) => (
                <li key={award.id}>
                  {intl.formatMessage(
                    { id: award.kind === 1 ? 'promotions.agent.award.scratch' : 'promotions.agent.award.lottery' },
                    {
                      time: when(award.createTime),
                      number: String(award.number).padStart(2, '0'),
                      amount: peso(award.prize),
                    },
                  )}
                </li>
              ))}
            </ul>
          )}
          <h2>{intl.formatMessage({ id: 'promotions.agent.downline' })}</h2>
          <ul>
            {agent.levels.map((level) => (
              <li key={level.level}>{intl.formatMessage({ id: 'promotions.agent.level' }, { ...level })}</li>
            ))}
          </ul>
          <h2>{intl.formatMessage({ id: 'promotions.agent.rows' })}</h2>
          {rows.list.length === 0 ? (
            <p>{intl.formatMessage({ id: 'promotions.agent.noRows' })}</p>
          ) : (
            <>
              <ul data-testid="agent-rows">
                {rows.list.map((row) => (
                  <li key={row.uid}>
                    {intl.formatMessage(
                      { id: 'promotions.agent.row' },
                      {
                        account: row.account,
                        level: row.level,
                        status: intl.formatMessage({
                          id: row.valid ? 'promotions.agent.valid' : 'promotions.agent.notValid',
                        }),
                        bets: peso(row.bets),
                        days: agent.accrualDays,
                      },
                    )}
                  </li>
                ))}
              </ul>
              {rows.total > rows.list.length && (
                <p>
                  {intl.formatMessage(
                    { id: 'promotions.agent.rowsShown' },
                    { shown: rows.list.length, total: rows.total },
                  )}
                </p>
              )}
            </>
          )}
          <p>
            <RulesLink name="agent" label="promotions.agent.rules" />
          </p>
        </>
      )}
    </ActivityPage>
  );
}
