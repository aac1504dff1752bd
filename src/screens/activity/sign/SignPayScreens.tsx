import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { signUpCards } from '../../../../machines/rewards';
import {
  daysLeft,
  SIGN_UP_ACT_TYPE,
  type SignPayMachine,
  signPayMachine,
  signState,
} from '../../../../machines/signPay.machine';
import { useEmitted } from '../../../platform/react/useEmitted';
import { Button } from '../../../ui/Button';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Skeleton } from '../../../ui/Skeleton';
import { NoticeToast } from '../../shared/NoticeToast';
import { PageTop } from '../../shared/PageTop';
import { SessionContext } from '../../shared/sessionContext';
import { stateValueText } from '../../shared/sessionStatus';
import { DepositFinishedForward } from '../DepositFinishedForward';
import '../activity.css';

type SignRef = ActorRefFrom<SignPayMachine>;

function useSignPay(): SignRef {
  const session = SessionContext.useActorRef();
  const config = SessionContext.useSelector((snapshot) => snapshot.context.webConfig);
  const cards = config ? signUpCards(config) : [];
  const navigate = useNavigate();
  const actor = useActorRef(signPayMachine, { input: { cards, session } });
  useEmitted(actor, 'exit', () => void navigate(-1));
  return actor;
}

/** Loading, failure and the closing alert, shared by both pages; null once the state is in. */
function Status({ actor }: { actor: SignRef }) {
  const intl = useIntl();
  const snapshot = useSelector(actor, (s) => s);
  const { notice } = snapshot.context;
  if (snapshot.matches('loading')) return <Skeleton label={intl.formatMessage({ id: 'app.loading' })} />;
  if (snapshot.matches('failed') && notice) {
    return (
      <ErrorPanel
        title="activity.sign.title"
        message={{ id: notice.id, ...(notice.values ? { values: notice.values } : {}) }}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
  }
  if (snapshot.matches('closing') && notice) {
    return (
      <div role="alertdialog" className="activity__status">
        <p>{intl.formatMessage({ id: notice.id }, notice.values)}</p>
        <Button onClick={() => actor.send({ type: 'ACKNOWLEDGE' })}>{intl.formatMessage({ id: 'activity.ok' })}</Button>
      </div>
    );
  }
  return null;
}

function Page({ actor, children }: { actor: SignRef; children: React.ReactNode }) {
  const value = useSelector(actor, (s) => stateValueText(s.value));
  const ready = useSelector(actor, (s) => !s.matches('loading') && !s.matches('failed') && !s.matches('closing'));
  const notice = useSelector(actor, (s) => (s.matches('ready') ? s.context.notice : null));
  return (
    <main>
      <PageTop title="activity.sign.title" />
      <section className="activity sign" data-sign={value}>
        <DepositFinishedForward actType={SIGN_UP_ACT_TYPE} to={actor} />
        <Status actor={actor} />
        {ready && children}
      </section>
      <NoticeToast notice={notice} loading={undefined} />
    </main>
  );
}

/** /activity/signPay: the sign-up bonus cards by price; Buy pays through the deposit (actType 15). */
export function SignPayScreen() {
  const intl = useIntl();
  const actor = useSignPay();
  const cards = useSelector(actor, (s) => s.context.cards);
  const bought = useSelector(actor, (s) => s.context.user?.buyPropIds ?? []);
  const state = useSelector(actor, (s) => signState(s.context.user));
  return (
    <Page actor={actor}>
      <p className="activity__hero">{intl.formatMessage({ id: 'activity.sign.intro' })}</p>
      <ul className="activity__rewards" data-sign-state={state}>
        {cards.map((card) => (
          <li key={card.id} className="activity__reward" data-card={card.id}>
            <span>{card.name}</span>
            <Button disabled={bought.includes(card.id)} onClick={() => actor.send({ type: 'BUY', propId: card.id })}>
              {bought.includes(card.id)
                ? intl.formatMessage({ id: 'activity.sign.owned' })
                : intl.formatMessage(
                    { id: 'activity.sign.buy' },
                    { price: intl.formatNumber(card.price / 100, { maximumFractionDigits: 2 }) },
                  )}
            </Button>
          </li>
        ))}
      </ul>
      {state === 1 && <Link to="/activity/sign">{intl.formatMessage({ id: 'activity.sign.myCards' })}</Link>}
    </Page>
  );
}

/** /activity/sign: the cards owned, each day's reward (✓ once received), and today's Receive. */
export function SignScreen() {
  const intl = useIntl();
  const actor = useSignPay();
  const owned = useSelector(actor, (s) => s.context.user?.ownList ?? []);
  const cards = useSelector(actor, (s) => s.context.cards);
  const busy = useSelector(actor, (s) => !s.matches('ready'));
  return (
    <Page actor={actor}>
      <h2>{intl.formatMessage({ id: 'activity.sign.myCards' })}</h2>
      {owned.length === 0 && <p>{intl.formatMessage({ id: 'activity.sign.none' })}</p>}
      {owned.map((card) => (
        <div key={card.id} className="activity__reward" data-owned={card.id}>
          <strong>{cards.find((c) => c.id === card.propId)?.name ?? card.propId}</strong>
          <ol className="sign__days">
            {card.loginPayDataJson.days.map((day, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a day's place is its identity (day 1…7).
              <li key={index}>
                {day === -1
                  ? intl.formatMessage({ id: 'activity.sign.dayReceived' }, { n: index + 1 })
                  : `${intl.formatMessage({ id: 'activity.sign.day' }, { n: index + 1 })}: ₱${intl.formatNumber(day / 100, { minimumFractionDigits: 2 })}`}
              </li>
            ))}
          </ol>
          <Button disabled={busy || daysLeft(card) === 0} onClick={() => actor.send({ type: 'RECEIVE', id: card.id })}>
            {intl.formatMessage({ id: daysLeft(card) === 0 ? 'activity.sign.done' : 'activity.sign.receive' })}
          </Button>
        </div>
      ))}
    </Page>
  );
}
