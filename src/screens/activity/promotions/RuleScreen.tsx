import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  freeSignFigures,
  isRuleName,
  PUBLISHED_RULES,
  pointsFigures,
  type RuleName,
  supplyFigures,
} from '../../../../machines/activity/promotions';
import type { MessageId } from '../../../platform/intl/messages';
import { PageHeader } from '../../../ui/PageHeader';
import '../activity.css';
import { formatMoney } from '../../../ui/Money';
import { AgentRules } from '../agent/AgentRules';
import { Agent5Rules } from '../agent5/Agent5Rules';
import { SeasonRules } from '../seasonal/SeasonRules';

const RULE_TITLE: Readonly<Record<RuleName, MessageId>> = {
  points: 'promotions.rule.name.points',
  signBonus: 'promotions.rule.name.signBonus',
  agent: 'promotions.rule.name.agent',
  dayBonus: 'promotions.rule.name.dayBonus',
  supply: 'promotions.rule.name.supply',
  christmas: 'promotions.rule.name.christmas',
  newYear: 'promotions.rule.name.newYear',
  agent5: 'promotions.rule.name.agent5',
};

/**
 * /rule/{name} (public; desktop /lobby/rule/{name}): the rules of an activity, with the figures the server pays
 * with (src/api/contract/promotions.ts); docs/promotions.md holds the same text. A rule page whose activity does not
 * run yet says its rules come with it.
 */
export function Component() {
  const intl = useIntl();
  const { name } = useParams();
  if (!isRuleName(name)) {
    return (
      <div className="activity promotions">
        <PageHeader title={<FormattedMessage id="promotions.rule.title" />} />
        <p role="alert">{intl.formatMessage({ id: 'promotions.rule.missing' })}</p>
      </div>
    );
  }
  return (
    <div className="activity promotions promotions__rule" data-testid="rule" data-rule={name}>
      <PageHeader title={<FormattedMessage id="promotions.rule.title" />} />
      <h2>{intl.formatMessage({ id: RULE_TITLE[name] })}</h2>
      {PUBLISHED_RULES.has(name) ? <Rules name={name} /> : <p>{intl.formatMessage({ id: 'promotions.rule.later' })}</p>}
    </div>
  );
}

function Rules({ name }: { name: RuleName }) {
  const intl = useIntl();
  if (name === 'christmas' || name === 'newYear') return <SeasonRules season={name} />;
  const peso = (pesos: number) => formatMoney(intl, Math.round(pesos * 100));
  if (name === 'agent') return <AgentRules />;
  if (name === 'signBonus') {
    const figures = freeSignFigures();
    return (
      <>
        <ol>
          <li>{intl.formatMessage({ id: 'promotions.rule.signBonus.1' })}</li>
          <li>{intl.formatMessage({ id: 'promotions.rule.signBonus.2' })}</li>
          <li>{intl.formatMessage({ id: 'promotions.rule.signBonus.3' }, { week: peso(figures.weekPesos) })}</li>
        </ol>
        <ul data-testid="rule-days">
          {figures.days.map((day) => (
            <li key={day.day}>
              {intl.formatMessage({ id: 'promotions.rule.signBonus.day' }, { day: day.day, pesos: peso(day.pesos) })}
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (name === 'agent5') return <Agent5Rules />;
  if (name === 'supply') {
    const figures = supplyFigures();
    return (
      <ol>
        <li>
          {intl.formatMessage(
            { id: 'promotions.rule.supply.1' },
            { below: peso(figures.belowPesos), coin: peso(figures.coinPesos) },
          )}
        </li>
        <li>{intl.formatMessage({ id: 'promotions.rule.supply.2' })}</li>
      </ol>
    );
  }
  if (name === 'points') {
    const figures = pointsFigures();
    return (
      <ol>
        <li>{intl.formatMessage({ id: 'promotions.rule.points.1' })}</li>
        <li>
          {intl.formatMessage(
            { id: 'promotions.rule.points.2' },
            { min: intl.formatNumber(figures.min), max: intl.formatNumber(figures.max) },
          )}
        </li>
        <li>
          {intl.formatMessage({ id: 'promotions.rule.points.3' }, { coin: formatMoney(intl, figures.pointCoin) })}
        </li>
        <li>{intl.formatMessage({ id: 'promotions.rule.points.4' })}</li>
      </ol>
    );
  }
  return (
    <ol>
      <li>{intl.formatMessage({ id: 'promotions.rule.dayBonus.1' })}</li>
      <li>{intl.formatMessage({ id: 'promotions.rule.dayBonus.2' })}</li>
    </ol>
  );
}
