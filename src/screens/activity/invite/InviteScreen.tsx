import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { canClaim, claimingItem, countdownOf } from '../../../../machines/activity/activity.selectors';
import {
  INVITE_SOURCE,
  type InviteMachine,
  type InviteParams,
  inviteProgress,
} from '../../../../machines/activity/invite.machine';
import { useEmitted } from '../../../platform/react/useEmitted';
import { Button } from '../../../ui/Button';
import { SessionContext } from '../../shared/sessionContext';
import { stateValueText } from '../../shared/sessionStatus';
import { ActivityPage } from '../ActivityPage';
import { countdownText, RewardLabel } from '../RewardLabel';
import { useInvite } from '../sessionActivities';
import { SharePanel } from '../share/SharePanel';
import '../activity.css';

/**
 * /activity/inviteFriends (spec §2, §4): countdown, the two prizes, the progress bar, Invite (status 0) and Receive
 * (above 0, disabled at 2), and the share panel (link, QR code, copy, share) while a prize is left. `data-state`
 * carries the state (e2e hook).
 */
/** The invite page's title and its section's class and e2e hook. */
const INVITE_PAGE = { title: 'activity.invite.title', className: 'activity invite', 'data-invite': '' } as const;

export function Component() {
  const prizes = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appInviteBonus1ConfigList ?? []);
  const run = useInvite({ prizes });
  return run ? (
    <InvitePage run={run} params={{ prizes }} />
  ) : (
    <ActivityPage {...INVITE_PAGE} data-state="loading" run={null} data={null}>
      {() => null}
    </ActivityPage>
  );
}

function InvitePage({ run: actor, params }: { run: ActorRefFrom<InviteMachine>; params: InviteParams }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { prizes } = params;
  useEmitted(actor, 'exit', () => void navigate(-1));
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const data = context.data;
  const left = countdownOf(snapshot);
  const current = prizes.find((prize) => prize.id === data?.awardId);
  const required = current?.inviteCount ?? 0;
  return (
    <ActivityPage
      {...INVITE_PAGE}
      data-state={stateValueText(snapshot.value)}
      run={{ snapshot, send: actor.send }}
      data={data}
    >
      {(data) => (
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
          {data.itemStatus !== 2 && (
            <>
              <div
                className="activity__progress"
                role="progressbar"
                aria-label={intl.formatMessage(
                  { id: 'activity.invite.progress' },
                  { invites: data.inviteCount, required },
                )}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(inviteProgress(context) * 100)}
              >
                <span style={{ width: `${inviteProgress(context) * 100}%` }} />
              </div>
              <p className="activity__status" data-testid="invite-count">
                {intl.formatMessage({ id: 'activity.invite.progress' }, { invites: data.inviteCount, required })}
              </p>
            </>
          )}
          {data.itemStatus !== 0 && (
            <div className="activity__actions">
              <Button
                disabled={!canClaim(snapshot, data.awardId) || claimingItem(snapshot, data.awardId)}
                onClick={() => actor.send({ type: 'CLAIM', id: data.awardId })}
              >
                {intl.formatMessage({
                  id: data.itemStatus === 2 ? 'activity.invite.allReceived' : 'activity.invite.receive',
                })}
              </Button>
            </div>
          )}
          {data.itemStatus !== 2 && <SharePanel source={INVITE_SOURCE} />}
        </>
      )}
    </ActivityPage>
  );
}
