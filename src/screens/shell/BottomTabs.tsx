import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { WebConfig } from '../../api/contract/entities';
import type { PageLink } from '../../api/contract/pages';
import type { MessageId } from '../../platform/intl/messages';
import { hrefOf } from '../../platform/pages';
import { Money } from '../../ui/Money';
import { SessionContext } from '../shared/sessionContext';
import { highlightIndex } from './tabHighlight';

/** Coin reward id (spec §9): its count is in hundredths. */
const COIN = 2001;

/** The first invite bonus's coin amount in hundredths (spec §2: the Spin tab's badge); null without one. */
export function inviteBonusAmount(webConfig: WebConfig | null): number | null {
  const first = webConfig?.appInviteBonus1ConfigList[0];
  if (!first) return null;
  const coins = first.award.filter((item) => item.id === COIN).reduce((sum, item) => sum + item.count, 0);
  return coins > 0 ? coins : null;
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
  const bonus = SessionContext.useSelector((snapshot) => inviteBonusAmount(snapshot.context.webConfig));
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
