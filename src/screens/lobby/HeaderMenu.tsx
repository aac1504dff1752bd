import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { MenuMachine } from '../../../machines/lobby/menu.machine';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { IconButton } from '../../ui/IconButton';
import { Avatar } from '../shared/Avatar';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { NoticeToast } from '../shared/NoticeToast';
import { ServiceButton } from '../shared/ServiceButton';
import { SessionContext } from '../shared/sessionContext';
import { BalanceRefresh } from './BalanceRefresh';
import './HeaderMenu.css';
import type { PageLink as PageLinkTo } from '../../api/contract/pages';
import { useModalFocus } from '../../platform/display/modalFocus';
import { hrefOf } from '../../platform/navigation/pages';
import { Icon } from '../../ui/Icon';

type MenuRef = ActorRefFrom<MenuMachine>;

/**
 * The left slide-out menu for players (spec §2 "Left slide-out menu"), opened from the home header's avatar
 * (the header owns the menu actor and loads this file on the first open). Every link closes it; so do the
 * backdrop and the Close button. It is drawn on the page's top layer (a portal to <body>), so its backdrop dims
 * everything, the desktop side menu included.
 */
export function SlideMenu({ menu }: { menu: MenuRef }) {
  const intl = useIntl();
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  const hasMail = useSelector(menu, (snapshot) => snapshot.context.hasMail);
  const hasTask = useSelector(menu, (snapshot) => snapshot.context.hasTask);
  const notice = useSelector(menu, (snapshot) => snapshot.context.notice);
  const focus = useModalFocus<HTMLDivElement>(() => menu.send({ type: 'CLOSE' }));
  if (!user) return null;
  const close = () => menu.send({ type: 'CLOSE' });
  const item = (to: PageLinkTo, label: MessageId, dot = false) => (
    <li>
      <MenuLink to={to} onNavigate={close} className="slide-menu__item">
        {intl.formatMessage({ id: label })}
        {dot && <NewMark />}
      </MenuLink>
    </li>
  );
  return createPortal(
    <div className="slide-menu">
      <button
        type="button"
        className="slide-menu__backdrop"
        aria-label={intl.formatMessage({ id: 'menu.close' })}
        tabIndex={-1}
        onClick={close}
      />
      <div
        ref={focus}
        className="slide-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'menu.title' })}
      >
        <IconButton className="slide-menu__close" label="menu.close" onClick={close}>
          <Icon name="close" />
        </IconButton>
        <section className="slide-menu__player">
          <MenuLink to={{ page: 'profileUser' }} onNavigate={close} className="slide-menu__avatar">
            <Avatar avatar={user.avatar} />
            <span className="visually-hidden">{intl.formatMessage({ id: 'menu.avatar' })}</span>
          </MenuLink>
          <div className="slide-menu__who">
            <span className="slide-menu__vip">
              <FormattedMessage id="menu.vip" values={{ level: user.vip }} />
            </span>
            <strong className="slide-menu__nickname">{user.nickname || user.account}</strong>
            <span className="slide-menu__id">
              <span data-testid="menu-user-id">
                <FormattedMessage id="menu.userId" values={{ id: user.id }} />
              </span>
              <button
                type="button"
                className="slide-menu__copy"
                aria-label={intl.formatMessage({ id: 'menu.copyId' })}
                onClick={() => menu.send({ type: 'COPY', text: String(user.id) })}
              >
                <Icon name="copy" />
              </button>
            </span>
            {/* A superior can be set only when none exists (spec §6): only then is it a link. */}
            {user.pid === 0 ? (
              <MenuLink to={{ page: 'profileSuperior' }} onNavigate={close} className="slide-menu__superior">
                {intl.formatMessage({ id: 'menu.superiorNone' })}
              </MenuLink>
            ) : (
              <span className="slide-menu__superior">
                <FormattedMessage id="menu.superior" values={{ id: user.pid }} />
              </span>
            )}
          </div>
        </section>
        <section className="slide-menu__money">
          <BalanceRefresh testId="menu-balance" withNotice={false} />
          <div className="slide-menu__buttons">
            <MenuLink to={{ page: 'wallets', params: { id: 'withdraw' } }} onNavigate={close} className="button">
              {intl.formatMessage({ id: 'menu.withdraw' })}
            </MenuLink>
            <MenuLink
              to={{ page: 'wallets', params: { id: 'deposit' } }}
              onNavigate={close}
              className="button button--primary"
            >
              {intl.formatMessage({ id: 'lobby.header.deposit' })}
            </MenuLink>
          </div>
          <div className="slide-menu__points">
            <span>
              {intl.formatMessage({ id: 'menu.points' })} {/* Points are shown as floor(value / 100) (spec §9). */}
              <strong data-testid="menu-points">
                <FormattedNumber value={Math.floor(user.lottery / 100)} />
              </strong>
            </span>
            <MenuLink to={{ page: 'points' }} onNavigate={close} className="button">
              {intl.formatMessage({ id: 'menu.pointsGo' })}
            </MenuLink>
          </div>
        </section>
        <ul className="slide-menu__list">
          {item({ page: 'profileUser' }, 'menu.profile')}
          {item({ page: 'records' }, 'menu.transactions')}
          {item({ page: 'profileEmail' }, 'menu.mail', hasMail)}
          {user.mobile === '' && item({ page: 'bind' }, 'menu.bind')}
          {item({ page: 'favorites' }, 'menu.favorites')}
          {item({ page: 'profileTask' }, 'menu.tasks', hasTask)}
          <li>
            <ServiceButton className="slide-menu__item slide-menu__item--button">
              {intl.formatMessage({ id: 'auth.service' })}
            </ServiceButton>
          </li>
          {item({ page: 'profileMore' }, 'menu.more')}
        </ul>
        <LanguageSwitch className="slide-menu__language" />
        {notice && <NoticeToast notice={notice} />}
      </div>
    </div>,
    document.body,
  );
}

function MenuLink({
  to,
  onNavigate,
  className,
  children,
}: {
  to: PageLinkTo;
  onNavigate: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link to={hrefOf(to)} className={className} onClick={onNavigate}>
      {children}
    </Link>
  );
}

function NewMark() {
  const intl = useIntl();
  return (
    <span className="slide-menu__dot" data-testid="red-dot">
      <span className="visually-hidden">{intl.formatMessage({ id: 'menu.newMark' })}</span>
    </span>
  );
}
