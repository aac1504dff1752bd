import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { indexVisitMachine } from '../../../../machines/activity/indexVisit.machine';
import { type PromoChip, type PromoValue, promoCardOf } from '../../../../machines/activity/promotionCards';
import { hasRedDot, rewardLists } from '../../../../machines/activity/rewards';
import { activityTargetOf } from '../../../../machines/lobby/homeContent';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { formatMoney } from '../../../ui/Money';
import { PageHeader } from '../../../ui/PageHeader';
import { PromoArt } from '../../../ui/PromoArt';
import { CouponList } from '../../shared/CouponList';
import { SessionContext } from '../../shared/sessionContext';
import { ACTIVITY_LABEL, ACTIVITY_PAGE, CHIP_MESSAGE, VALUE_MESSAGE } from './labels';
import '../activity.css';

/** A card's headline value as the player reads it (amounts through the money format). */
function valueText(intl: IntlShape, value: PromoValue): string {
  if ('bps' in value) {
    const rate = intl.formatNumber(value.bps / 10_000, { style: 'percent', maximumFractionDigits: 2 });
    return intl.formatMessage({ id: VALUE_MESSAGE[value.kind] }, { rate });
  }
  if (value.kind === 'bonus') return intl.formatMessage({ id: VALUE_MESSAGE.bonus }, { percent: value.percent });
  return intl.formatMessage({ id: VALUE_MESSAGE[value.kind] }, { amount: formatMoney(intl, value.amount) });
}

/** A card's state chip in words: its meaning is the text, the colour only repeats it. */
const chipText = (intl: IntlShape, chip: PromoChip): string =>
  intl.formatMessage({ id: CHIP_MESSAGE[chip.kind] }, chip.kind === 'endsIn' ? { days: chip.days } : undefined);

/**
 * /activity and /lobby/activity (desktop /lobby/activities; spec §4 activity list filtering): the player's live
 * activities from getActivityIds, Supply only when bankrupt, Agent hidden beside AgentCount, sorted by sort, each
 * card opening its page and its terms (/reward/detail/{id}); the sign-up bonus in its own list. The cash bonus card
 * carries the server's hasFund red dot; each visit re-reads the activity data (indexVisit), so the dot is current.
 * Each card draws its artwork, its headline value and one state chip (machines/activity/promotionCards.ts; the
 * visit's moment is the clock the "Ends in" chip counts from; docs/design.md "Promotion cards").
 */
export function Component() {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const visit = useActorRef(indexVisitMachine, { input: { session } });
  const now = useSelector(visit, (snapshot) => snapshot.context.seenAt);
  const activity = SessionContext.useSelector((snapshot) => snapshot.context.activity);
  const config = SessionContext.useSelector((snapshot) => snapshot.context.webConfig);
  if (!config || !activity) return null;
  const lists = rewardLists(activity, config);
  const signUp = Object.values(activity.activityMap).find((entry) => entry.name === 'SignUpBonus');
  const cards = signUp ? [...lists.activities, signUp] : lists.activities;
  const label = (name: string) =>
    ACTIVITY_LABEL[name]
      ? intl.formatMessage({ id: ACTIVITY_LABEL[name] })
      : intl.formatMessage({ id: 'rewards.activity.other' }, { name });
  return (
    <div className="activity promotions" data-testid="activity-index">
      <PageHeader title={<FormattedMessage id="promotions.index.title" />} />
      {cards.length === 0 && <p>{intl.formatMessage({ id: 'promotions.index.empty' })}</p>}
      <ul className="activity-list promotions__cards">
        {cards.map((entry) => {
          const page = ACTIVITY_PAGE[entry.name];
          const target = page ? { kind: 'route' as const, to: page } : activityTargetOf(entry);
          const name = label(entry.name);
          const dot = hasRedDot(activity, entry.name);
          const card = promoCardOf(activity, config, entry, now);
          return (
            <li
              key={entry.id}
              className="promotions__card promo-card"
              data-activity={entry.name}
              data-dot={dot}
              data-chip={card.chip?.kind ?? 'none'}
            >
              <PromoArt kind={card.art} />
              <div className="promo-card__body">
                <h2 className="promotions__name">{name}</h2>
                {card.value && <p className="promo-card__value">{valueText(intl, card.value)}</p>}
                {card.chip && (
                  <p className={`promo-chip promo-chip--${card.chip.kind}`} data-testid="promo-chip">
                    {chipText(intl, card.chip)}
                  </p>
                )}
              </div>
              <div className="promotions__actions">
                {target?.kind === 'route' && (
                  <Link
                    className="promotions__open"
                    to={hrefOf(target.to)}
                    aria-label={`${intl.formatMessage({ id: 'promotions.index.open' })} ${name}`}
                  >
                    {intl.formatMessage({ id: 'promotions.index.open' })}
                  </Link>
                )}
                <Link
                  to={hrefOf({ page: 'rewardDetail', params: { id: String(entry.id) } })}
                  aria-label={`${intl.formatMessage({ id: 'promotions.index.terms' })} ${name}`}
                >
                  {intl.formatMessage({ id: 'promotions.index.terms' })}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <CouponList />
    </div>
  );
}
