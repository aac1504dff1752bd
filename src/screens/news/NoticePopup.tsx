import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { type FollowEmitted, noticePopupMachine } from '../../../machines/lobby/noticePopup.machine';
import { noticeShowing } from '../../../machines/lobby/noticePopup.selectors';
import { popupNotices, storedActivityNames } from '../../../machines/lobby/notices';
import { promptUp } from '../../../machines/session/overlays.selectors';
import type { Notice } from '../../api/contract/entities';
import { useModalFocus } from '../../platform/display/modalFocus';
import { openExternalUrl } from '../../platform/exchange/openUrl';
import { useEmitted } from '../../platform/react/useEmitted';
import { SessionContext } from '../shared/sessionContext';
import './news.css';
import { hrefOf } from '../../platform/navigation/pages';

/**
 * The home notice pop-up (spec §2, §4): once per session, the isH5Pop notices one after another. The shell
 * mounts it on /lobby/home in its turn (the session's overlays); it shows nothing while a prompt is up.
 */
export function NoticePopup() {
  const notices = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appNoticeConfigList ?? []);
  return <PopupFor notices={popupNotices(notices, storedActivityNames())} />;
}

function PopupFor({ notices }: { notices: readonly Notice[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = SessionContext.useActorRef();
  const actor = useActorRef(noticePopupMachine, { input: { notices, session } });
  const showing = useSelector(actor, noticeShowing);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notices[snapshot.context.index]);
  const last = useSelector(actor, (snapshot) => snapshot.context.index >= snapshot.context.notices.length - 1);
  const overlays = SessionContext.useSelector((snapshot) => snapshot.children.overlays);
  const waiting = useSelector(overlays, promptUp);
  useEmitted<FollowEmitted>(actor, 'follow', (event) => {
    if (event.target.kind === 'route') void navigate(hrefOf(event.target.to));
    else openExternalUrl(event.target.href);
  });
  const focus = useModalFocus<HTMLDivElement>(() => actor.send({ type: 'CLOSE' }));
  if (!showing || !notice || waiting) return null;
  return (
    <div
      ref={focus}
      className="notice-popup"
      role="dialog"
      aria-modal="true"
      aria-labelledby="notice-popup-title"
      aria-describedby="notice-popup-text"
    >
      <div className="notice-popup__card" data-testid="notice-popup">
        <h2 id="notice-popup-title" className="notice-popup__title">
          {notice.title || intl.formatMessage({ id: 'news.popup.title' })}
        </h2>
        {notice.imgUrl2 && (
          <button type="button" className="notice-popup__image" onClick={() => actor.send({ type: 'FOLLOW' })}>
            <img src={notice.imgUrl2} alt={notice.title} width={600} height={240} />
          </button>
        )}
        <p id="notice-popup-text" className="notice-popup__text">
          {notice.content}
        </p>
        <div className="notice-popup__actions">
          {!last && (
            <button type="button" className="button" onClick={() => actor.send({ type: 'NEXT' })}>
              {intl.formatMessage({ id: 'news.popup.next' })}
            </button>
          )}
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'CLOSE' })}>
            {intl.formatMessage({ id: 'news.popup.close' })}
          </button>
        </div>
      </div>
    </div>
  );
}
