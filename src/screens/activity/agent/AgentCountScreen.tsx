import { useIntl } from 'react-intl';
import { agentCountMachine } from '../../../../machines/activity/agentCount.machine';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { RulesLink } from '../RulesLink';
import { SharePanel } from '../share/SharePanel';
import { useActivityPage } from '../useActivityPage';

/**
 * /activity/agentCount (AgentCount; docs/promotions.md): the player's valid invitees and the reward tiers, each
 * claimed once when reached; the rules on /rule/agent.
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(agentCountMachine);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  return (
    <ActivityPage title="promotions.agentCount.title" data-testid="agent-count" run={run} data={snapshot.context.data}>
      {(state) => (
        <>
          <p className="activity__hero">{intl.formatMessage({ id: 'promotions.agentCount.intro' })}</p>
          <SharePanel source={'agentCount'} />
          <p data-testid="agent-count-valid">
            {intl.formatMessage({ id: 'promotions.agentCount.valid' }, { count: state.validInviteCount })}
          </p>
          <ul className="promotions__tiers" data-testid="agent-count-tiers">
            {state.tiers.map((tier) => (
              <li key={tier.id}>
                {intl.formatMessage({ id: 'promotions.agentCount.tier' }, { need: tier.need, amount: peso(tier.coin) })}{' '}
                {tier.itemStatus === 1 ? (
                  <ClaimButton run={run} id={tier.id}>
                    {intl.formatMessage({ id: 'promotions.agentCount.claim' }, { amount: peso(tier.coin) })}
                  </ClaimButton>
                ) : tier.itemStatus === 2 ? (
                  <span>{intl.formatMessage({ id: 'promotions.agentCount.claimed' })}</span>
                ) : (
                  <span>
                    {intl.formatMessage(
                      { id: 'promotions.agentCount.toGo' },
                      { left: tier.need - state.validInviteCount },
                    )}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <p>
            <RulesLink name="agent" label="promotions.agent.rules" />
          </p>
        </>
      )}
    </ActivityPage>
  );
}
