import { useIntl } from 'react-intl';
import { type AgentTier, LOTTERY_BANDS, SCRATCH_PRIZES } from '../../../api/contract/agent';
import { formatMoney } from '../../../ui/Money';
import { SessionContext } from '../../shared/sessionContext';

/**
 * The rules of the agent programmes (/rule/agent, linked from their pages; docs/promotions.md), stated from the
 * figures the server pays with: the prizes are the product's (src/api/contract/agent.ts), the commission tiers the
 * operator's of the day (webConfig.agentTiers), and the look-back, least exchange and costs the operator's in force
 * (webConfig.agentFigures; a config without them states none of those rules).
 */
export function AgentRules() {
  const intl = useIntl();
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const tiers = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.agentTiers) ?? [];
  const figures = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.agentFigures);
  const prizes = SCRATCH_PRIZES.map((entry) => entry.prize);
  const band = (index: number) => peso(LOTTERY_BANDS[index]?.prize ?? 0);
  return (
    <>
      <h3>{intl.formatMessage({ id: 'promotions.agent.title' })}</h3>
      <ol data-testid="agent-rules">
        <li>{intl.formatMessage({ id: 'promotions.agent.rule.1' })}</li>
        <li>{intl.formatMessage({ id: 'promotions.agent.rule.2' })}</li>
        <li>
          {intl.formatMessage({ id: 'promotions.agent.rule.3' })}
          <AgentTierList tiers={tiers} data-testid="agent-rule-tiers" />
        </li>
        {figures && (
          <>
            <li>{intl.formatMessage({ id: 'promotions.agent.rule.4' }, { days: figures.accrualDays })}</li>
            <li>{intl.formatMessage({ id: 'promotions.agent.rule.5' }, { min: peso(figures.exchangeMin) })}</li>
            <li>
              {intl.formatMessage(
                { id: 'promotions.agent.rule.6' },
                { cost: peso(figures.scratchCost), min: peso(Math.min(...prizes)), max: peso(Math.max(...prizes)) },
              )}
            </li>
            <li>
              {intl.formatMessage(
                { id: 'promotions.agent.rule.7' },
                {
                  cost: peso(figures.lotteryCost),
                  jackpot: band(0),
                  second: band(1),
                  third: band(2),
                  fourth: band(3),
                },
              )}
            </li>
          </>
        )}
      </ol>
      <h3>{intl.formatMessage({ id: 'promotions.agentCount.title' })}</h3>
      <ol>
        <li>{intl.formatMessage({ id: 'promotions.agentCount.rule.1' })}</li>
        <li>{intl.formatMessage({ id: 'promotions.agentCount.rule.2' })}</li>
      </ol>
    </>
  );
}

/** The commission tiers, each with the invitees that reach it and its rates by level; `reached` marks the player's. */
export function AgentTierList(props: { tiers: readonly AgentTier[]; reached?: number; 'data-testid'?: string }) {
  const intl = useIntl();
  const percent = (bps: number) => intl.formatNumber(bps / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <ul data-testid={props['data-testid']}>
      {props.tiers.map((tier, index) => (
        <li key={tier.minValid} aria-current={index === props.reached ? 'true' : undefined}>
          {intl.formatMessage(
            { id: 'promotions.agent.rule.tier' },
            {
              tier: index + 1,
              min: tier.minValid,
              first: percent(tier.levelBps[0] ?? 0),
              second: percent(tier.levelBps[1] ?? 0),
              third: percent(tier.levelBps[2] ?? 0),
            },
          )}
        </li>
      ))}
    </ul>
  );
}
