import { type IntlShape, useIntl } from 'react-intl';
import {
  CHRISTMAS_DATES,
  CHRISTMAS_EXTRA_COIN,
  CHRISTMAS_MILESTONES,
  CHRISTMAS_SIGN_COIN,
  christmasBoxCoin,
  NEW_YEAR_BOX_PESOS,
  NEW_YEAR_DATES,
  NEW_YEAR_LOTTERY_PESOS,
  NEW_YEAR_TASKS,
  type SeasonDates,
} from '../../../api/contract/promotions';
import { formatMoney } from '../../../ui/Money';

/** A configured month and day, as a player reads it ("December 1"). */
const monthDay = (intl: IntlShape, { month, day }: SeasonDates['from']) =>
  intl.formatDate(Date.UTC(2000, month - 1, day), { month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The rules of Christmas and New Year (docs/promotions.md "Seasonal events"), from the figures the server pays with
 * (src/api/contract/promotions.ts): on their pages and on /rule/christmas and /rule/newYear.
 */
export function SeasonRules({ season }: { season: 'christmas' | 'newYear' }) {
  const intl = useIntl();
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const dates = season === 'christmas' ? CHRISTMAS_DATES : NEW_YEAR_DATES;
  const span = { from: monthDay(intl, dates.from), to: monthDay(intl, dates.to) };
  if (season === 'christmas') {
    const milestones = CHRISTMAS_MILESTONES.map((milestone) =>
      intl.formatMessage(
        { id: 'promotions.christmas.milestone' },
        { boxes: milestone.boxes, amount: peso(milestone.coin) },
      ),
    );
    return (
      <ol data-testid="season-rules">
        <li>{intl.formatMessage({ id: 'promotions.christmas.rule.1' }, span)}</li>
        <li>{intl.formatMessage({ id: 'promotions.christmas.rule.2' }, { amount: peso(CHRISTMAS_SIGN_COIN) })}</li>
        <li>
          {intl.formatMessage(
            { id: 'promotions.christmas.rule.3' },
            { box: peso(christmasBoxCoin(1)), seventh: peso(christmasBoxCoin(7)), last: peso(christmasBoxCoin(25)) },
          )}
        </li>
        <li>
          {intl.formatMessage(
            { id: 'promotions.christmas.rule.4' },
            { list: intl.formatList(milestones, { type: 'conjunction' }) },
          )}
        </li>
        <li>{intl.formatMessage({ id: 'promotions.christmas.rule.5' }, { amount: peso(CHRISTMAS_EXTRA_COIN) })}</li>
      </ol>
    );
  }
  const bets = NEW_YEAR_TASKS.find((task) => task.type === 8)?.target ?? 0;
  return (
    <ol data-testid="season-rules">
      <li>{intl.formatMessage({ id: 'promotions.newYear.rule.1' }, span)}</li>
      <li>{intl.formatMessage({ id: 'promotions.newYear.rule.2' }, { bets: peso(bets) })}</li>
      <li>
        {intl.formatMessage(
          { id: 'promotions.newYear.rule.3' },
          { min: peso(NEW_YEAR_BOX_PESOS.min * 100), max: peso(NEW_YEAR_BOX_PESOS.max * 100) },
        )}
      </li>
      <li>
        {intl.formatMessage(
          { id: 'promotions.newYear.rule.4' },
          { min: peso(NEW_YEAR_LOTTERY_PESOS.min * 100), max: peso(NEW_YEAR_LOTTERY_PESOS.max * 100) },
        )}
      </li>
      <li>{intl.formatMessage({ id: 'promotions.newYear.rule.5' })}</li>
    </ol>
  );
}
