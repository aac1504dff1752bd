import { useActorRef } from '@xstate/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { mailMachine } from '../../../machines/profile/mail.machine';
import {
  detailOpen,
  listVersion,
  mailBusy,
  mailFailedReceive,
  mailNotice,
  mailPaid,
  mayDelete,
  mayReceive,
  openFailed,
  openMail,
} from '../../../machines/profile/mail.selectors';
import type { PagedItem } from '../../../machines/shared/pagedList.machine';
import type { MessageId } from '../../platform/intl/messages';
import { Button } from '../../ui/Button';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { FailedTryAlert } from '../shared/FailedTryAlert';
import { NoticeToast } from '../shared/NoticeToast';
import { PagedList } from '../shared/PagedList';
import { PageFrame } from '../shared/PageFrame';
import { SessionContext } from '../shared/sessionContext';
import { useSelected } from '../shared/useSelected';
import { PropList } from './PropList';
import './profile.css';
import { cardClass } from '../../ui/Card';

const boxName: Record<number, MessageId> = { 0: 'profile.mail.box0', 1: 'profile.mail.box1', 2: 'profile.mail.box2' };

/**
 * /profile/email (desktop /lobby/profile/email): the paged mail list with unread markers; a mail opens
 * in place (getMailDetail marks it read), Receive takes its reward once, Delete removes it.
 */
export function Component() {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const mail = useActorRef(mailMachine, { input: { session } });
  const { open, shown, paid, busy, failed, receivable, deletable, notice, version, failedReceive } = useSelected(mail, {
    open: detailOpen,
    shown: openMail,
    paid: mailPaid,
    busy: mailBusy,
    failed: openFailed,
    receivable: mayReceive,
    deletable: mayDelete,
    notice: mailNotice,
    version: listVersion,
    failedReceive: mailFailedReceive,
  });
  const close = () => mail.send({ type: 'CLOSE' });

  return (
    <PageFrame title="profile.mail.title" className="profile-page mail-page">
      <NoticeToast notice={notice} loading={busy} />
      {open ? (
        <article className="mail-detail" aria-labelledby="mail-detail-title" data-mail={shown?.id}>
          <Button onClick={close} autoFocus>
            <FormattedMessage id="profile.mail.close" />
          </Button>
          {failed && (
            <ErrorPanel
              look="inline"
              title="profile.mail.loadFailed"
              retryLabel="profile.mail.retry"
              onRetry={() => mail.send({ type: 'RETRY' })}
            />
          )}
          {shown && (
            <>
              <h2 id="mail-detail-title">{shown.title}</h2>
              <p className="mail-detail__meta">
                <FormattedMessage id={boxName[shown.box] ?? 'profile.mail.box0'} /> ·{' '}
                <FormattedDate value={shown.createTime} dateStyle="medium" timeStyle="short" />
              </p>
              <p className="mail-detail__content">{shown.content}</p>
              {shown.propList.length > 0 && (
                <div className="mail-detail__rewards">
                  <PropList items={shown.propList} />
                  {shown.received === 1 && (
                    <p>
                      <FormattedMessage id="profile.mail.receivedMark" />
                    </p>
                  )}
                </div>
              )}
              {paid && paid.length > 0 && (
                <div role="status" data-testid="mail-paid">
                  <FormattedMessage id="profile.mail.paid" />
                  <PropList items={paid} />
                </div>
              )}
              {failedReceive && (
                <FailedTryAlert
                  title="profile.mail.receiveFailed"
                  failure={failedReceive}
                  onRetry={receivable ? () => mail.send(failedReceive.retry) : undefined}
                />
              )}
              <div className="profile-actions">
                {receivable && (
                  <Button variant="primary" onClick={() => mail.send({ type: 'RECEIVE' })}>
                    <FormattedMessage id="profile.mail.receive" />
                  </Button>
                )}
                <Button disabled={!deletable} onClick={() => mail.send({ type: 'DELETE' })}>
                  <FormattedMessage id="profile.mail.delete" />
                </Button>
              </div>
            </>
          )}
        </article>
      ) : (
        <PagedList
          key={version}
          source="getMail2"
          look="rows"
          label={intl.formatMessage({ id: 'profile.mail.list' })}
          empty="profile.mail.empty"
          texts={{ failed: 'profile.list.failed', moreFailed: 'profile.list.moreFailed', end: 'profile.list.end' }}
          itemKey={(item) => String(item.id)}
          renderItem={(item) => <MailRow item={item} onOpen={() => mail.send({ type: 'OPEN', id: item.id })} />}
        />
      )}
    </PageFrame>
  );
}

function MailRow({ item, onOpen }: { item: PagedItem<'getMail2'>; onOpen: () => void }) {
  const unread = item.isRead === 0;
  return (
    <button
      type="button"
      className={cardClass(unread ? 'mail-row mail-row--unread' : 'mail-row')}
      onClick={onOpen}
      data-mail={item.id}
    >
      <span className="mail-row__title">
        {unread && (
          <span className="mail-row__dot">
            <span className="visually-hidden">
              <FormattedMessage id="profile.mail.unread" />
            </span>
          </span>
        )}
        {item.title}
      </span>
      <span className="mail-row__meta">
        <FormattedMessage id={boxName[item.box] ?? 'profile.mail.box0'} />
        {item.propList.length > 0 && item.received === 0 && (
          <span className="mail-row__reward">
            <FormattedMessage id="profile.mail.attachment" />
          </span>
        )}
        <FormattedDate value={item.createTime} dateStyle="medium" />
      </span>
    </button>
  );
}
