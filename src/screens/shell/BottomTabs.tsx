import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { WebConfig } from '../../api/contract/entities';
import type { PageLink } from '../../api/contract/pages';
import { COIN } from '../../api/contract/rewards';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { Money } from '../../ui/Money';
import { SessionContext } from '../shared/sessionContext';
import { highlightIndex } from './tabHighlight';

/**
 * The Spin tab's badge (spec §2: the "get" label plus the first invite-bonus amount from configuration): the coin of
 * the first entry of appInviteBonus1ConfigList, the bonus a player's first invitations earn (hundredths); no badge
 * without one.
 */
export function spinBadgeAmount(webConfig: WebConfig | null): number | null {
  const first = webConfig?.appInviteBonus1ConfigList[0];
  const coin = first?.award.reduce((sum, item) => (item.id === COIN ? sum + item.count : sum), 0) ?? 0;
  return coin > 0 ? coin : null;
}

const TABS: readonly { to: PageLink; label: MessageId }[] = [
  { to: { page: 'home' }, label: 'nav.home' },
  { to: { page: 'rewards' }, label: 'nav.rewards' },
  { to: { page: 'spin' }, label: 'nav.spin' },
  { to: { page: 'notices' }, label: 'nav.news' },
  { to: { page: 'wallets', params: { id: 'deposit' } }, label: 'nav.wallets' },
];

/** The mobile bottom tab bar (spec §2): Home, Rewards, the centre Spin tab with its badge, News, Wallets. */
export function BottomTabs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const active = highlightIndex(pathname);
  const bonus = SessionContext.useSelector((snapshot) => spinBadgeAmount(snapshot.context.webConfig));
  return (
    <nav className="bottom-tabs" aria-label={intl.formatMessage({ id: 'nav.main' })}>
      {TABS.map((tab, index) => (
        <Link
          key={tab.label}
          to={hrefOf(tab.to)}
          className={[
            'bottom-tabs__link',
            index === 2 ? 'bottom-tabs__link--centre' : '',
            index === active ? 'active' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          aria-current={index === active ? 'page' : undefined}
        >
          <FormattedMessage id={tab.label} />
          {index === 2 && bonus !== null && (
            <span className="bottom-tabs__badge" data-testid="spin-badge">
              <FormattedMessage id="shell.get" /> <Money value={bonus} />
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
