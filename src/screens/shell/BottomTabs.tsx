import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { WebConfig } from '../../api/contract/entities';
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

const TABS = [
  { to: '/lobby/home', label: 'nav.home' },
  { to: '/lobby/rewards', label: 'nav.rewards' },
  { to: '/activity/spin', label: 'nav.spin' },
  { to: '/lobby/notice', label: 'nav.news' },
  { to: '/lobby/wallets/deposit', label: 'nav.wallets' },
] as const;

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
          key={tab.to}
          to={tab.to}
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
              <FormattedMessage id="shell.get" />{' '}
              <FormattedNumber
                value={bonus / 100}
                style="currency"
                currency="PHP"
                currencyDisplay="narrowSymbol"
                maximumFractionDigits={2}
                minimumFractionDigits={0}
              />
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
