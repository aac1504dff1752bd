import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { featuredRewardsMachine } from '../../../machines/lobby/featuredRewards.machine';
import { clickTargetOf, takenOffers, untakenEntries } from '../../../machines/lobby/homeContent';
import { rewardsLoading } from '../../../machines/lobby/homeFeeds.selectors';
import { firstChargeOfferPercent } from '../../api/contract/rewards';
import { resourceUrl } from '../../ui/gameBadge';
import { SessionContext } from '../shared/sessionContext';
import { isLoggedIn } from '../shared/sessionStatus';
import { TargetLink } from './TargetLink';

/** The first-deposit entry carries the first-charge pack's bonus until the first recharge is done (spec §5). */
const FIRST_DEPOSIT_ACTION = 'FirstCharge';
const NO_PACKS: readonly never[] = [];

/** The featured-rewards entry block (spec §2): tradeInfo, or its anonymous variant for a guest. */
export function FeaturedRewards() {
  const loggedIn = SessionContext.useSelector(isLoggedIn);
  return <FeaturedRewardsFor key={String(loggedIn)} loggedIn={loggedIn} />;
}

function FeaturedRewardsFor({ loggedIn }: { loggedIn: boolean }) {
  const intl = useIntl();
  const actor = useActorRef(featuredRewardsMachine, { input: { loggedIn } });
  const info = useSelector(actor, (snapshot) => snapshot.context.info);
  const loading = useSelector(actor, rewardsLoading);
  const base = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.gameResourceUrl ?? '');
  const packs = SessionContext.useSelector(
    (snapshot) => snapshot.context.webConfig?.appRechargeBonusCollection9ConfigList ?? NO_PACKS,
  );
  const activity = SessionContext.useSelector((snapshot) => snapshot.context.activity);
  // The box keeps its height while loading, so the grid below does not move when the entries arrive.
  if (loading) return <div className="featured-rewards featured-rewards--placeholder" />;
  if (!info) return null;
  // An offer the player has taken (a first-charge pack fully claimed, a sign-up card held) leaves the block.
  const entries = untakenEntries(info.entries, takenOffers(loggedIn ? activity : null));
  if (entries.length === 0) return null;
  // The badge promises what the first-charge page sells, the same pack's bonus (one rule, one offer).
  const percent = info.firstRechargeDone ? undefined : firstChargeOfferPercent(packs, false);
  const badge =
    percent === undefined ? undefined : intl.formatMessage({ id: 'lobby.featured.firstDeposit' }, { percent });
  return (
    <section className="featured-rewards" aria-label={intl.formatMessage({ id: 'lobby.featured' })}>
      {entries.map((entry) => (
        <TargetLink key={entry.id} target={clickTargetOf(entry)} className="featured-rewards__entry">
          <img src={resourceUrl(base, entry.img)} alt="" width={120} height={120} loading="lazy" />
          <span className="featured-rewards__title">{entry.title}</span>
          {badge && entry.clickAction === FIRST_DEPOSIT_ACTION && (
            <span className="featured-rewards__badge" data-testid="first-deposit-badge">
              {badge}
            </span>
          )}
        </TargetLink>
      ))}
    </section>
  );
}
