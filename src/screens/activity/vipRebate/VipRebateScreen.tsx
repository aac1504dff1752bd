import { useIntl } from 'react-intl';
import { REBATE_ITEM, vipRebateMachine } from '../../../../machines/activity/vipRebate.machine';
import { Fact } from '../../../ui/Fact';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { useActivityPage } from '../useActivityPage';

/**
 * /activity/vipRebate (desktop /lobby/vipRebate): yesterday's bets, the player's VIP rate, the rebate to claim,
 * and the rates of every level today's bets earn (the operator's, as the server answers them: the table it pays with).
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(vipRebateMachine);
  const rebate = snapshot.context.data;
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const percent = (bps: number) => intl.formatNumber(bps / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <ActivityPage title="promotions.vipRebate.title" data-testid="vip-rebate" run={run} data={rebate}>
      {(rebate) => (
        <>
          <p className="activity__hero">{intl.formatMessage({ id: 'promotions.vipRebate.intro' })}</p>
          <dl className="promotions__figures">
            <Fact label="promotions.vipRebate.level">
              VIP {rebate.vip} · {percent(rebate.rateBps)}
            </Fact>
            <Fact label="promotions.vipRebate.bets">{peso(rebate.bets)}</Fact>
            <Fact label="promotions.vipRebate.amount" data-testid="vip-rebate-amount">
              {peso(rebate.amount)}
            </Fact>
          </dl>
          {rebate.itemStatus === 1 ? (
            <ClaimButton run={run} id={REBATE_ITEM}>
              {intl.formatMessage({ id: 'promotions.vipRebate.claim' }, { amount: peso(rebate.amount) })}
            </ClaimButton>
          ) : (
            <p role="status">
              {intl.formatMessage({
                id: rebate.itemStatus === 2 ? 'promotions.vipRebate.claimed' : 'promotions.vipRebate.none',
              })}
            </p>
          )}
          <h2>{intl.formatMessage({ id: 'promotions.vipRebate.rates' })}</h2>
          <ul>
            {rebate.rates.map((bps, vip) => (
              // A rate is its VIP level: the level is the row's identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the VIP level.
              <li key={vip}>
                {intl.formatMessage(
                  {
                    id: vip === rebate.rates.length - 1 ? 'promotions.vipRebate.rateFrom' : 'promotions.vipRebate.rate',
                  },
                  { vip, rate: percent(bps) },
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </ActivityPage>
  );
}
