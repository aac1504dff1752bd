import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { type ProfileField, profileMachine } from '../../../machines/profile/profile.machine';
import {
  confirmingLogoutAll,
  pickerOpen,
  profileBusy,
  profileFields,
  profileNotice,
} from '../../../machines/profile/profile.selectors';
import { AVATAR_COUNT } from '../../api/contract/profileErrcodes';
import { useModalFocus } from '../../platform/display/modalFocus';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Fact } from '../../ui/Fact';
import { Form } from '../../ui/Form';
import { FormColumn } from '../../ui/FormColumn';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { Avatar } from '../shared/Avatar';
import { useFieldProps } from '../shared/fieldError';
import { NoticeToast } from '../shared/NoticeToast';
import { PageFrame } from '../shared/PageFrame';
import { PageLinkList, type PageLinks } from '../shared/PageLinkList';
import { SessionContext } from '../shared/sessionContext';
import { useSelected } from '../shared/useSelected';
import { PersonalDetails } from './PersonalDetails';
import { PersonalDetailsPage } from './PersonalDetailsPage';
import './profile.css';
import { cardClass } from '../../ui/Card';
import { Money } from '../../ui/Money';
import { VipBadge } from '../../ui/VipBadge';

const LINKS: PageLinks = [
  ['profileEmail', 'profile.link.mail'],
  ['profileTask', 'profile.link.tasks'],
  ['profileVip', 'profile.link.vip'],
  ['profileSuperior', 'profile.link.superior'],
  ['profileMore', 'profile.link.more'],
];

/** On mobile the personal details (task 119) have their page, /profile/info; desktop shows them on this page. */
const MOBILE_LINKS: PageLinks = [['profileInfo', 'profile.link.details'], ...LINKS];

/** Responsible gaming: the player's own limits, a break, the last 12 months, and the help page with the support lines. */
const RG_LINKS: PageLinks = [
  ['profileLimits', 'profile.link.limits'],
  ['profileBreak', 'profile.link.break'],
  ['profileHistory', 'profile.link.history'],
  ['responsibleGaming', 'profile.link.help'],
];

/** The three inputs of the login password change: field, label, autocomplete. */
const PASSWORDS: readonly [ProfileField, MessageId, 'current-password' | 'new-password'][] = [
  ['oldPassword', 'profile.password.old', 'current-password'],
  ['newPassword', 'profile.password.new', 'new-password'],
  ['confirmPassword', 'profile.password.confirm', 'new-password'],
];

/**
 * /profile, /profile/user (desktop /lobby/profile, /lobby/member) (/profile/info: PersonalDetailsPage): avatar picker
 * over the served images, nickname, id with copy, bound mobile, VIP and balances, the responsible-gaming pages,
 * personal details (a link to /profile/info on mobile, a panel here on desktop), login password change, log out
 * everywhere. An error about the nickname or one of the three passwords shows under
 * that input, tied to it (WCAG 2.2 error identification); the toast says it too.
 */
export function Component() {
  const { pathname } = useLocation();
  return pathname === hrefOf({ page: 'profileInfo' }) ? <PersonalDetailsPage /> : <ProfilePage />;
}

function ProfilePage() {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  const config = SessionContext.useSelector((snapshot) => snapshot.context.webConfig);
  const profile = useActorRef(profileMachine, {
    input: {
      session,
      nickname: user?.nickname ?? '',
      publicKey: config?.rsaPublicKey ?? '',
      passwordMin: config?.passwordLengthMin ?? 6,
      passwordMax: config?.passwordLengthMax ?? 20,
    },
  });
  const { fields, notice, busy, picking } = useSelected(profile, {
    fields: profileFields,
    notice: profileNotice,
    busy: profileBusy,
    picking: pickerOpen,
  });
  const pickerFocus = useModalFocus<HTMLDivElement>(() => profile.send({ type: 'AVATAR.CLOSE' }));
  const confirming = useSelector(profile, confirmingLogoutAll);
  const field = useFieldProps(profile);
  // The running layout read through hrefOf, which the guest's first download already shares with this chunk
  // (currentLayout would be one more export of it).
  const desktop = hrefOf({ page: 'profile' }) === hrefOf({ page: 'profile' }, 'desktop');
  if (!user) return null;

  return (
    <PageFrame title="profile.title" className="profile-page" data-testid="profile-page">
      <NoticeToast notice={notice} loading={busy} />
      <FormColumn>
        <div className="profile-card form-column__side">
          <button
            type="button"
            className="profile-avatar"
            onClick={() => profile.send({ type: 'AVATAR.OPEN' })}
            aria-label={intl.formatMessage({ id: 'profile.avatar.change' })}
            aria-haspopup="dialog"
          >
            <Avatar avatar={user.avatar} />
          </button>
          <dl className="profile-facts">
            <Fact label="profile.id">
              <span data-testid="profile-id">{user.id}</span>{' '}
              <Button onClick={() => profile.send({ type: 'COPY', text: String(user.id) })}>
                <FormattedMessage id="profile.copyId" />
              </Button>
            </Fact>
            <Fact label="profile.mobile">
              {user.mobile || <FormattedMessage id="profile.mobile.none" />}
              {!user.mobile && (
                <>
                  {' '}
                  <Link to={hrefOf({ page: 'bind' })}>
                    <FormattedMessage id="profile.mobile.bind" />
                  </Link>
                </>
              )}
            </Fact>
            <Fact label="profile.vip" data-testid="profile-vip">
              <VipBadge level={user.vip} size="sm" decorative />{' '}
              <FormattedMessage id="profile.vip.value" values={{ level: user.vip }} />
            </Fact>
            <Fact label="profile.coin">
              <Money value={user.coin} />
            </Fact>
            <Fact label="profile.points">{Math.floor(user.lottery / 100)}</Fact>
          </dl>
        </div>

        {picking && (
          <div
            ref={pickerFocus}
            className={cardClass('avatar-picker')}
            role="dialog"
            aria-modal="true"
            aria-labelledby="avatar-picker-title"
          >
            <h2 id="avatar-picker-title">
              <FormattedMessage id="profile.avatar.title" />
            </h2>
            <ul className="avatar-picker__grid">
              {Array.from({ length: AVATAR_COUNT }, (_, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the avatar number
                <li key={n}>
                  <button
                    type="button"
                    className="avatar-picker__option"
                    aria-pressed={user.avatar === n}
                    aria-label={intl.formatMessage({ id: 'profile.avatar.option' }, { n: n + 1 })}
                    // biome-ignore lint/a11y/noAutofocus: the dialog opens on the current avatar for keyboard users.
                    autoFocus={n === user.avatar}
                    onClick={() => profile.send({ type: 'AVATAR.PICK', avatar: n })}
                  >
                    <Avatar avatar={n} />
                  </button>
                </li>
              ))}
            </ul>
            <Button onClick={() => profile.send({ type: 'AVATAR.CLOSE' })}>
              <FormattedMessage id="profile.avatar.close" />
            </Button>
          </div>
        )}

        <Form className="profile-form" onSubmit={() => profile.send({ type: 'NICKNAME.SAVE' })}>
          <TextField
            {...field('nickname', 'profile.nickname')}
            value={fields.nickname}
            maxLength={20}
            autoComplete="nickname"
            hint={intl.formatMessage({ id: 'profile.nickname.hint' })}
          />
          <Button type="submit" variant="primary">
            <FormattedMessage id="profile.nickname.save" />
          </Button>
        </Form>

        <nav aria-label={intl.formatMessage({ id: 'profile.links' })}>
          <PageLinkList
            links={desktop ? LINKS : MOBILE_LINKS}
            className="profile-links"
            linkClassName={cardClass('profile-tile')}
          />
        </nav>

        {desktop && <PersonalDetails user={user} titled />}

        <section className="profile-rg" aria-labelledby="rg-title" data-testid="profile-rg">
          <h2 id="rg-title">
            <FormattedMessage id="profile.rg.title" />
          </h2>
          <p className="profile-hint">
            <FormattedMessage id="profile.rg.intro" />
          </p>
          <PageLinkList links={RG_LINKS} className="profile-links" linkClassName={cardClass('profile-tile')} />
        </section>

        <Form
          className="profile-form"
          aria-labelledby="password-title"
          onSubmit={() => profile.send({ type: 'PASSWORD.SUBMIT' })}
        >
          <h2 id="password-title">
            <FormattedMessage id="profile.password.title" />
          </h2>
          {PASSWORDS.map(([name, label, autoComplete]) => (
            <TextField
              key={name}
              {...field(name, label)}
              type="password"
              autoComplete={autoComplete}
              value={fields[name]}
            />
          ))}
          <Button type="submit" variant="primary">
            <FormattedMessage id="profile.password.submit" />
          </Button>
        </Form>

        <section className="profile-form" aria-labelledby="everywhere-title">
          <h2 id="everywhere-title">
            <FormattedMessage id="profile.everywhere.title" />
          </h2>
          <p>
            <FormattedMessage id="profile.everywhere.text" />
          </p>
          <Button onClick={() => profile.send({ type: 'LOGOUT_ALL.REQUEST' })}>
            <FormattedMessage id="profile.everywhere.button" />
          </Button>
        </section>
      </FormColumn>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'profile.everywhere.title' })}
        message={intl.formatMessage({ id: 'profile.everywhere.confirm' })}
        confirmLabel={intl.formatMessage({ id: 'profile.everywhere.yes' })}
        cancelLabel={intl.formatMessage({ id: 'profile.everywhere.no' })}
        onConfirm={() => profile.send({ type: 'LOGOUT_ALL.CONFIRM' })}
        onCancel={() => profile.send({ type: 'LOGOUT_ALL.CANCEL' })}
        busy={busy}
      />
    </PageFrame>
  );
}
