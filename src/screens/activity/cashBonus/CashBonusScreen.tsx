import { useIntl } from 'react-intl';
import { CASH_BONUS_ITEM, cashBonusMachine } from '../../../../machines/activity/cashBonus.machine';
import { Fact } from '../../../ui/Fact';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { useActivityPage } from '../useActivityPage';

/**
 * /activity/cashBonus (Fund 16; docs/promotions.md): the player's bonus fund — accrued from paid deposits,
 * released by bets, claimed — and Claim from the smallest claim, with the rules the server pays by: the shares and
 * the smallest claim are the server's answer (the operator's figures of today), never a constant of the app.
 */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(cashBonusMachine);
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  const percent = (bps: number) => intl.formatNumber(bps / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <ActivityPage title="promotions.cashBonus.title" data-testid="cash-bonus" run={run} data={snapshot.context.data}>
      {(fund) => (
        <>
          <p className="activity__hero">
            {intl.formatMessage(
              { id: 'promotions.cashBonus.intro' },
              { accrual: percent(fund.accrualBps), release: percent(fund.releaseBps) },
            )}
          </p>
          <dl className="promotions__figures">
            <Fact label="promotions.cashBonus.accrued">{peso(fund.accrued)}</Fact>
            <Fact label="promotions.cashBonus.released">{peso(fund.released)}</Fact>
            <Fact label="promotions.cashBonus.claimedSoFar">{peso(fund.claimed)}</Fact>
            <Fact label="promotions.cashBonus.claimable" data-testid="cash-bonus-claimable">
              {peso(fund.claimable)}
            </Fact>
          </dl>
          {fund.itemStatus === 1 ? (
            <ClaimButton run={run} id={CASH_BONUS_ITEM}>
              {intl.formatMessage({ id: 'promotions.cashBonus.claim' }, { amount: peso(fund.claimable) })}
            </ClaimButton>
          ) : (
            <p role="status">
              {fund.accrued === 0
                ? intl.formatMessage({ id: 'promotions.cashBonus.empty' })
                : intl.formatMessage({ id: 'promotions.cashBonus.betMore' }, { min: peso(fund.minClaim) })}
            </p>
          )}
          <ul>
            <li>{intl.formatMessage({ id: 'promotions.cashBonus.rule.1' })}</li>
            <li>{intl.formatMessage({ id: 'promotions.cashBonus.rule.2' }, { min: peso(fund.minClaim) })}</li>
            <li>{intl.formatMessage({ id: 'promotions.cashBonus.rule.3' })}</li>
          </ul>
        </>
      )}
    </ActivityPage>
  );
}
