import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { SUPPLY_ITEM, supplyMachine } from '../../../../machines/activity/supply.machine';
import { activityPhase, activityToast, canClaim, claimingItem } from '../../../../machines/shared/activity.selectors';
import { SUPPLY_BELOW, SUPPLY_COIN } from '../../../api/contract/promotions';
import { hrefOf } from '../../../platform/pages';
import { useEmitted } from '../../../platform/react/useEmitted';
import { Button } from '../../../ui/Button';
import { NoticeToast } from '../../shared/NoticeToast';
import { PageTop } from '../../shared/PageTop';
import { SessionContext } from '../../shared/sessionContext';
import { ActivityStatus } from '../ActivityStatus';
import '../activity.css';
import { formatMoney } from '../../../ui/Money';

/** /activity/supply (desktop /lobby/activity/supply): the bankrupt player's once-a-day top-up. */
export function Component() {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const navigate = useNavigate();
  const actor = useActorRef(supplyMachine, { input: { session } });
  useEmitted(actor, 'exit', () => void navigate(-1));
  const snapshot = useSelector(actor, (s) => s);
  const state = snapshot.context.data;
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  return (
    <main>
      <PageTop title="promotions.supply.title" />
      <section className="activity promotions" data-testid="supply">
        {activityPhase(snapshot) !== 'content' || !state ? (
          <ActivityStatus snapshot={snapshot} title="promotions.supply.title" send={actor.send} />
        ) : (
          <>
            <p className="activity__hero">
              {intl.formatMessage(
                { id: 'promotions.supply.intro' },
                { below: peso(SUPPLY_BELOW), coin: peso(SUPPLY_COIN) },
              )}
            </p>
            {state.isBankrupt ? (
              <Button
                className="activity__link"
                disabled={!canClaim(snapshot, SUPPLY_ITEM)}
                aria-busy={claimingItem(snapshot, SUPPLY_ITEM)}
                onClick={() => actor.send({ type: 'CLAIM', id: SUPPLY_ITEM })}
              >
                {intl.formatMessage({ id: 'promotions.supply.claim' }, { coin: peso(SUPPLY_COIN) })}
              </Button>
            ) : (
              <p role="status">{intl.formatMessage({ id: 'promotions.supply.notNeeded' })}</p>
            )}
            <Link to={hrefOf({ page: 'rule', params: { name: 'supply' } })}>
              {intl.formatMessage({ id: 'promotions.freeSign.rules' })}
            </Link>
          </>
        )}
      </section>
      <NoticeToast notice={activityToast(snapshot)} loading={undefined} />
    </main>
  );
}
