import { useIntl } from 'react-intl';
import { agent5Figures } from '../../../../machines/activity/promotions';
import { formatMoney } from '../../../ui/Money';

/** Agent5's rules with the figures the server pays with: /rule/agent5 (src/api/contract/promotions.ts). */
export function Agent5Rules() {
  const intl = useIntl();
  const figures = agent5Figures();
  const percent = (bps: number) => intl.formatNumber(bps / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <ol>
      <li>{intl.formatMessage({ id: 'promotions.rule.agent5.1' })}</li>
      <li>
        {intl.formatMessage({ id: 'promotions.rule.agent5.2' })}
        <ul data-testid="rule-levels">
          {figures.levels.map(({ level, rateBps }) => (
            <li key={level}>
              {intl.formatMessage({ id: 'promotions.rule.agent5.level' }, { level, rate: percent(rateBps) })}
            </li>
          ))}
        </ul>
      </li>
      <li>{intl.formatMessage({ id: 'promotions.rule.agent5.3' })}</li>
      <li>{intl.formatMessage({ id: 'promotions.rule.agent5.4' }, { min: formatMoney(intl, figures.minReceive) })}</li>
      <li>
        {intl.formatMessage({ id: 'promotions.rule.agent5.5' }, { reward: formatMoney(intl, figures.inviteReward) })}
      </li>
    </ol>
  );
}
