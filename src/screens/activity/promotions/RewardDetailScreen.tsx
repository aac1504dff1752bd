import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { activityById, RULE_OF } from '../../../../machines/activity/promotions';
import { activityTargetOf } from '../../../../machines/lobby/homeContent';
import { FESTIVAL_DAYS } from '../../../api/contract/promotions';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { PageHeader } from '../../../ui/PageHeader';
import { SessionContext } from '../../shared/sessionContext';
import { festivalDaysText } from '../festival/festivalDays';
import { ACTIVITY_LABEL, ACTIVITY_PAGE, ACTIVITY_TERMS } from './labels';
import '../activity.css';
import { RulesLink } from '../RulesLink';

/**
 * /reward/detail/{id} (desktop /lobby/reward/detail/{id}): the terms of one of the player's live activities by
 * its id (the festival's with its days of the month from the server's web config), a link to its page and to its
 * full rules; an id the player does not have says so.
 */
export function Component() {
  const intl = useIntl();
  const { id } = useParams();
  const activity = SessionContext.useSelector((snapshot) => snapshot.context.activity);
  // The festival's days of today as the server's web config says them (an older server's config: the product's).
  const festivalDays = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.festivalDays);
  const entry = activityById(activity, id);
  const header = (
    <PageHeader
      title={<FormattedMessage id="promotions.detail.title" />}
      back={{ to: hrefOf({ page: 'activities' }), label: 'promotions.detail.back' }}
    />
  );
  if (!entry) {
    return (
      <div className="activity promotions">
        {header}
        <p role="alert">{intl.formatMessage({ id: 'promotions.detail.missing' })}</p>
      </div>
    );
  }
  const page = ACTIVITY_PAGE[entry.name];
  const target = page ? { kind: 'route' as const, to: page } : activityTargetOf(entry);
  const rule = RULE_OF[entry.name];
  const name = ACTIVITY_LABEL[entry.name]
    ? intl.formatMessage({ id: ACTIVITY_LABEL[entry.name] })
    : intl.formatMessage({ id: 'rewards.activity.other' }, { name: entry.name });
  return (
    <div className="activity promotions" data-testid="reward-detail" data-activity={entry.name}>
      {header}
      <h2>{name}</h2>
      <p>
        {intl.formatMessage(
          { id: ACTIVITY_TERMS[entry.name] ?? 'promotions.terms.other' },
          { days: festivalDaysText(intl, festivalDays ?? FESTIVAL_DAYS) },
        )}
      </p>
      <div className="promotions__actions">
        {target?.kind === 'route' && (
          <Link className="promotions__open" to={hrefOf(target.to)}>
            {intl.formatMessage({ id: 'promotions.index.open' })}
          </Link>
        )}
        {rule && <RulesLink name={rule} label="promotions.detail.rules" />}
      </div>
    </div>
  );
}
