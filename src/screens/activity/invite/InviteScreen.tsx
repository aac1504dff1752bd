import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { secondsLeft } from '../../../../machines/activity/activityRules';
import { type InviteEmitted, inviteMachine, inviteProgress } from '../../../../machines/activity/invite.machine';
import { useEmitted } from '../../../platform/react/useEmitted';
import { Button } from '../../../ui/Button';
import { NoticeToast } from '../../shared/NoticeToast';
import { PageTop } from '../../shared/PageTop';
import { SessionContext } from '../../shared/sessionContext';
import { stateValueText } from '../../shared/sessionStatus';
import { logAction } from '../../shared/track';
import { ActivityStatus, inStatusPhase } from '../ActivityStatus';
import { countdownText, RewardLabel } from '../RewardLabel';
import '../activity.css';
import { hrefOf } from '../../../platform/pages';

/**
 * /activity/inviteFriends (spec §2, §4): countdown, the two prizes, the progress bar, Invite (status 0) and Receive
 * (above 0, disabled at 2). The link shows on the page once made. `data-invite` carries the state (e2e hook).
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = SessionContext.useActorRef();
  const prizes = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appInviteBonus1ConfigList ?? []);
  const hasMobile = SessionContext.useSelector((snapshot) => (snapshot.context.user?.mobile ?? '') !== '');
  const actor = useActorRef(inviteMachine, { input: { prizes, hasMobile, session } });
  useEmitted<InviteEmitted>(actor, 'exit', () => void navigate(-1));
  useEmitted<InviteEmitted>(actor, 'navigate', (event) => {
    if (event.type === 'navigate') void navigate(hrefOf(event.to));
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const state = context.state;
  const left = secondsLeft(context.expireTime, context.now);
  const current = prizes.find((prize) => prize.id === state?.awardId);
  let body: React.ReactNode = null;
  if (inStatusPhase(snapshot)) {
    body = <ActivityStatus snapshot={snapshot} title="activity.invite.title" send={actor.send} />;
  } else if (state) {
    const invites = state.inviteCount;
    const required = current?.inviteCount ?? 0;
    body = (
      <>
        <div className="activity__hero">
          <p>{intl.formatMessage({ id: 'activity.invite.intro' })}</p>
          {left !== null && (
            <p className="activity__countdown">
              {intl.formatMessage({ id: 'activity.endsIn' }, { time: countdownText(left) })}
            </p>
          )}
        </div>
        <ol className="activity__rewards">
          {prizes.map((prize, index) => (
            <li key={prize.id} className="activity__reward" data-prize={prize.id}>
              {intl.formatMessage(
                { id: 'activity.invite.prize' },
                {
                  n: index + 1,
                  count: prize.inviteCount,
                  reward: prize.award.map((item) => <RewardLabel key={item.id} item={item} />),
                },
              )}
            </li>
          ))}
        </ol>
        {state.itemStatus !== 2 && (
          <>
            <div
              className="activity__progress"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(inviteProgress(context) * 100)}
            >
              <span style={{ width: `${inviteProgress(context) * 100}%` }} />
            </div>
            <p className="activity__status" data-testid="invite-count">
              {intl.formatMessage({ id: 'activity.invite.progress' }, { invites, required })}
            </p>
          </>
        )}
        <div className="activity__actions">
          {state.itemStatus === 0 ? (
            <Button
              onClick={() => {
                actor.send({ type: 'INVITE' });
                logAction(session, 'invite_share');
              }}
              disabled={snapshot.matches('sharing')}
            >
              {intl.formatMessage({ id: 'activity.invite.invite' })}
            </Button>
          ) : (
            <Button
              disabled={state.itemStatus === 2 || !snapshot.matches('ready')}
              onClick={() => actor.send({ type: 'RECEIVE', propId: state.awardId })}
            >
              {intl.formatMessage({
                id: state.itemStatus === 2 ? 'activity.invite.allReceived' : 'activity.invite.receive',
              })}
            </Button>
          )}
          {!hasMobile && <p className="activity__status">{intl.formatMessage({ id: 'activity.invite.bindFirst' })}</p>}
          {context.link && (
            <label>
              {intl.formatMessage({ id: 'activity.invite.link' })}
              <input className="activity__link" readOnly value={context.link} data-testid="invite-link" />
            </label>
          )}
        </div>
      </>
    );
  }
  return (
    <main>
      <PageTop title="activity.invite.title" />
      <section className="activity invite" data-invite={stateValueText(snapshot.value)}>
        {body}
      </section>
      <NoticeToast notice={snapshot.matches('ready') ? context.notice : null} loading={undefined} />
    </main>
  );
}
