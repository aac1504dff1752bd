import { FormattedMessage, useIntl } from 'react-intl';
import { vipProgressOf } from '../../../machines/profile/vipProgress';
import { vipLevelUpCoin, vipRebateBps } from '../../api/contract/promotions';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { PageHeader } from '../../ui/PageHeader';
import { SessionContext } from '../shared/sessionContext';
import './profile.css';
import { formatMoney } from '../../ui/Money';
import { ProgressMeter } from '../../ui/ProgressBar';
import { TableHead } from '../../ui/TableHead';
import { VipBadge } from '../../ui/VipBadge';

/**
 * /profile/vip (desktop /lobby/profile/vip): the levels of appUserLevelConfigList (betAmount thresholds),
 * the player's level and total bet (refreshed with the balance), the next target per spec §4 (the first level whose
 * betAmount exceeds the bet, shown ÷ 100; none at the top) and each level's benefits. Only benefits the server
 * pays are listed, from the rules it pays by: the level-up coin of the level-up mail and the VIP rebate rate (the
 * operator's of the day, webConfig.vipRebateRates).
 * The level shows as its tier badge, the way to the next level as a named progress bar (machines/profile/vipProgress.ts),
 * and each level of the table with its badge.
 */
export function Component() {
  const intl = useIntl();
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  const levels = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appUserLevelConfigList ?? []);
  // Today's rates as the operator set them (absent from an older config: the product's).
  const rates = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.vipRebateRates);
  if (!user) return null;
  const next = levels.find((l) => l.betAmount > user.bet);
  const progress = vipProgressOf(levels, user.bet);
  const percent = (level: number) =>
    intl.formatNumber(vipRebateBps(level, rates) / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <section className="profile-page vip-page" data-testid="vip-page">
      <PageHeader title={<FormattedMessage id="profile.vip.title" />} />
      <div className="vip-page__tier">
        <VipBadge level={user.vip} />
        <p className="vip-page__level" data-testid="vip-level">
          <FormattedMessage id="profile.vip.current" values={{ level: user.vip }} />
        </p>
      </div>
      {progress && (
        <ProgressMeter
          value={progress.done}
          max={progress.span}
          label={intl.formatMessage({ id: 'profile.vip.progress' }, { level: progress.next.level })}
          valueText={intl.formatMessage(
            { id: 'profile.vip.progressValue' },
            { done: formatMoney(intl, progress.done), span: formatMoney(intl, progress.span) },
          )}
        />
      )}
      <p>
        <FormattedMessage id="profile.vip.bet" values={{ amount: formatMoney(intl, user.bet) }} />
      </p>
      <p data-testid="vip-next">
        {next ? (
          <FormattedMessage
            id="profile.vip.next"
            values={{ amount: formatMoney(intl, next.betAmount), level: next.level }}
          />
        ) : (
          <FormattedMessage id="profile.vip.top" />
        )}
      </p>
      <p className="profile-hint">
        <FormattedMessage id="profile.vip.howTo" />
      </p>
      <p data-testid="vip-rebate">
        <FormattedMessage id="profile.vip.rebateNow" values={{ rate: percent(user.vip) }} />{' '}
        <Link to={hrefOf({ page: 'vipRebate' })}>
          <FormattedMessage id="profile.vip.rebateLink" />
        </Link>
      </p>
      <table className="vip-table" aria-label={intl.formatMessage({ id: 'profile.vip.levels' })}>
        <TableHead columns={['profile.vip.level', 'profile.vip.needed', 'profile.vip.benefit', 'profile.vip.rebate']} />
        <tbody>
          {levels.map((l) => (
            <tr key={l.level} aria-current={l.level === user.vip ? 'true' : undefined}>
              <th scope="row">
                <VipBadge level={l.level} size="sm" decorative /> VIP {l.level}
                {l.level <= user.vip && (
                  <>
                    {' '}
                    <FormattedMessage id="profile.vip.reached" />
                  </>
                )}
              </th>
              <td>{formatMoney(intl, l.betAmount)}</td>
              <td>{formatMoney(intl, vipLevelUpCoin(l.level))}</td>
              <td>{percent(l.level)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
