import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { activityBusy, canBuy, canClaim } from '../../../../machines/activity/activity.selectors';
import { signUpCards } from '../../../../machines/activity/rewards';
import { daysLeft, type SignPayMachine, signState } from '../../../../machines/activity/signPay.machine';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { useEmitted } from '../../../platform/react/useEmitted';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { formatMoney } from '../../../ui/Money';
import { SessionContext } from '../../shared/sessionContext';
import { stateValueText } from '../../shared/sessionStatus';
import { ActivityPage } from '../ActivityPage';
import { DayChips } from '../DayChips';
import { useSignPay } from '../sessionActivities';

type SignRef = ActorRefFrom<SignPayMachine>;

/** The session's sign-up bonus run for this visit (null while its code loads). */
function useVisit(): SignRef | null {
  const config = SessionContext.useSelector((snapshot) => snapshot.context.webConfig);
  return useSignPay({ cards: config ? signUpCards(config) : [] });
}

/** What both sign-up bonus pages are: their title and their section's class and e2e hook. */
const SIGN_PAGE = { title: 'activity.sign.title', className: 'activity sign', 'data-sign': '' } as const;

/** While the run's code loads. */
function Waiting() {
  return (
    <ActivityPage {...SIGN_PAGE} data-state="loading" run={null} data={null}>
      {() => null}
    </ActivityPage>
  );
}

function Page({ actor, children }: { actor: SignRef; children: ReactNode }) {
  const snapshot = useSelector(actor, (s) => s);
  const navigate = useNavigate();
  useEmitted(actor, 'exit', () => void navigate(-1));
  return (
    <ActivityPage
      {...SIGN_PAGE}
      data-state={stateValueText(snapshot.value)}
      run={{ snapshot, send: actor.send }}
      data={snapshot.context}
    >
      {() => children}
    </ActivityPage>
  );
}

/** /activity/signPay: the sign-up bonus cards by price; Buy pays through the deposit (actType 15). */
export function SignPayScreen() {
  const run = useVisit();
  return run ? <SignPayContent actor={run} /> : <Waiting />;
}

function SignPayContent({ actor }: { actor: SignRef }) {
  const intl = useIntl();
  const snapshot = useSelector(actor, (s) => s);
  const { cards } = snapshot.context.params;
  const bought = snapshot.context.data?.buyPropIds ?? [];
  const owns = signState(snapshot.context.data);
  return (
    <Page actor={actor}>
      <p className="activity__hero">{intl.formatMessage({ id: 'activity.sign.intro' })}</p>
      <ul className="activity__rewards" data-sign-state={owns}>
        {cards.map((card) => (
          <li key={card.id} className="activity__reward" data-card={card.id}>
            <span>{card.name}</span>
            <Button disabled={!canBuy(snapshot, card.id)} onClick={() => actor.send({ type: 'BUY', id: card.id })}>
              {bought.includes(card.id)
                ? intl.formatMessage({ id: 'activity.sign.owned' })
                : intl.formatMessage({ id: 'activity.sign.buy' }, { price: formatMoney(intl, card.price) })}
            </Button>
          </li>
        ))}
      </ul>
      {owns === 1 && <Link to={hrefOf({ page: 'sign' })}>{intl.formatMessage({ id: 'activity.sign.myCards' })}</Link>}
    </Page>
  );
}

/** /activity/sign: the cards owned, each with its days as a row of chips (a check once received), and today's Receive. */
export function SignScreen() {
  const run = useVisit();
  return run ? <SignContent actor={run} /> : <Waiting />;
}

function SignContent({ actor }: { actor: SignRef }) {
  const intl = useIntl();
  const snapshot = useSelector(actor, (s) => s);
  const owned = snapshot.context.data?.ownList ?? [];
  const { cards } = snapshot.context.params;
  const busy = activityBusy(snapshot) || snapshot.hasTag('claiming');
  return (
    <Page actor={actor}>
      <h2>{intl.formatMessage({ id: 'activity.sign.myCards' })}</h2>
      {owned.length === 0 && <p>{intl.formatMessage({ id: 'activity.sign.none' })}</p>}
      {owned.map((card) => {
        // The first day not yet received: today's, or the next one once today's is taken.
        const firstOpen = card.loginPayDataJson.days.findIndex((left) => left !== -1);
        return (
          <div key={card.id} className="activity__reward sign__card" data-owned={card.id}>
            <strong>{cards.find((c) => c.id === card.propId)?.name ?? card.propId}</strong>
            <DayChips
              label={intl.formatMessage(
                { id: 'activity.sign.days' },
                { name: cards.find((c) => c.id === card.propId)?.name ?? card.propId },
              )}
              chips={card.loginPayDataJson.days.map((day, index) => ({
                // A day's place is its identity (day 1…7).
                key: index,
                title: intl.formatMessage({ id: 'activity.sign.day' }, { n: index + 1 }),
                value: day === -1 ? <Icon name="check" /> : formatMoney(intl, day),
                state: intl.formatMessage({
                  id:
                    day === -1
                      ? 'activity.sign.dayDone'
                      : index === firstOpen && canClaim(snapshot, card.id)
                        ? 'promotions.days.today'
                        : 'activity.sign.toCome',
                }),
                status: day === -1 ? 2 : 0,
                current: index === firstOpen,
                hooks: { 'data-day': index + 1 },
              }))}
            />
            <Button
              disabled={busy || !canClaim(snapshot, card.id)}
              onClick={() => actor.send({ type: 'CLAIM', id: card.id })}
            >
              {intl.formatMessage({ id: daysLeft(card) === 0 ? 'activity.sign.done' : 'activity.sign.receive' })}
            </Button>
          </div>
        );
      })}
    </Page>
  );
}
