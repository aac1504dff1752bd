import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { shareLinkMachine } from '../../../../machines/activity/shareLink.machine';
import {
  hasShareSheet,
  shareBusy,
  sharedLink,
  shareNotice,
  sharePanelPhase,
} from '../../../../machines/activity/shareLink.selectors';
import { canWebShare } from '../../../platform/exchange/share';
import { Button } from '../../../ui/Button';
import { SessionContext } from '../../shared/sessionContext';
import { logAction } from '../../shared/track';
import './share.css';
import { formatNotice } from '../../../ui/Money';

/** qrcode.react loads with a link to draw, never with the page. */
const ShareQr = lazy(() => import('./ShareQr'));

/**
 * The share panel (spec §5: the link carries the inviter code) for any page where a player invites (invite friends,
 * spin, the agent pages): drop `<SharePanel source="…" />` inside an activity screen (its messages load with the
 * activity area). It runs machines/activity/shareLink.machine.ts: without a bound mobile it offers /bind; else it shows
 * the link from the server (the inviter's code, account id and `source`), its QR code, Copy and, where the browser has
 * a share sheet, Share (both log the `invite_share` action). Their outcomes are announced politely. `data-share`
 * carries the panel's phase (e2e hook).
 */
export function SharePanel({ source }: { source: string }) {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const hasMobile = SessionContext.useSelector((snapshot) => (snapshot.context.user?.mobile ?? '') !== '');
  const actor = useActorRef(shareLinkMachine, { input: { source, hasMobile, webShare: canWebShare(), session } });
  const snapshot = useSelector(actor, (s) => s);
  const phase = sharePanelPhase(snapshot);
  const link = sharedLink(snapshot);
  const notice = shareNotice(snapshot);
  const headingId = useId();
  /** Copy and Share hand the link on: the `invite_share` action (docs/promotions.md). */
  const handOn = (event: { type: 'COPY'; text: string } | { type: 'SHARE' }) => {
    actor.send(event);
    logAction(session, 'invite_share');
  };
  const linkId = useId();
  return (
    <section className="share-panel" aria-labelledby={headingId} data-share={phase}>
      <h2 id={headingId} className="share-panel__title">
        {intl.formatMessage({ id: 'activity.share.title' })}
      </h2>
      {phase === 'bind' && (
        <>
          <p>{intl.formatMessage({ id: 'activity.share.bindFirst' })}</p>
          <Button variant="primary" onClick={() => actor.send({ type: 'BIND' })}>
            {intl.formatMessage({ id: 'activity.share.bind' })}
          </Button>
        </>
      )}
      {phase === 'loading' && <p aria-busy="true">{intl.formatMessage({ id: 'activity.share.loading' })}</p>}
      {phase === 'failed' && (
        <Button onClick={() => actor.send({ type: 'RETRY' })}>{intl.formatMessage({ id: 'app.retry' })}</Button>
      )}
      {phase === 'linked' && link && (
        <>
          <label htmlFor={linkId}>{intl.formatMessage({ id: 'activity.share.link' })}</label>
          <input id={linkId} className="share-panel__link" readOnly value={link} data-testid="invite-link" />
          <Suspense fallback={<div className="share-panel__qr share-panel__qr--placeholder" />}>
            <ShareQr value={link} label={intl.formatMessage({ id: 'activity.share.qr' })} />
          </Suspense>
          <div className="share-panel__actions">
            <Button variant="primary" busy={shareBusy(snapshot)} onClick={() => handOn({ type: 'COPY', text: link })}>
              {intl.formatMessage({ id: 'activity.share.copy' })}
            </Button>
            {hasShareSheet(snapshot) && (
              <Button busy={shareBusy(snapshot)} onClick={() => handOn({ type: 'SHARE' })}>
                {intl.formatMessage({ id: 'activity.share.share' })}
              </Button>
            )}
          </div>
        </>
      )}
      <p className="share-panel__status" aria-live="polite" data-tone={notice?.tone}>
        {notice ? formatNotice(intl, notice) : ''}
      </p>
    </section>
  );
}
