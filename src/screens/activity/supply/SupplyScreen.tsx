import { useIntl } from 'react-intl';
import { SUPPLY_ITEM, supplyMachine } from '../../../../machines/activity/supply.machine';
import { SUPPLY_BELOW, SUPPLY_COIN } from '../../../api/contract/promotions';
import { formatMoney } from '../../../ui/Money';
import { ActivityPage, ClaimButton } from '../ActivityPage';
import { RulesLink } from '../RulesLink';
import { useActivityPage } from '../useActivityPage';

/** /activity/supply (desktop /lobby/activity/supply): the bankrupt player's once-a-day top-up. */
export function Component() {
  const intl = useIntl();
  const { snapshot, run } = useActivityPage(supplyMachine);
  const state = snapshot.context.data;
  const peso = (hundredths: number) => formatMoney(intl, hundredths);
  return (
    <ActivityPage title="promotions.supply.title" data-testid="supply" run={run} data={state}>
      {(state) => (
        <>
          <p className="activity__hero">
            {intl.formatMessage(
              { id: 'promotions.supply.intro' },
              { below: peso(SUPPLY_BELOW), coin: peso(SUPPLY_COIN) },
            )}
          </p>
          {state.isBankrupt ? (
            <ClaimButton run={run} id={SUPPLY_ITEM}>
              {intl.formatMessage({ id: 'promotions.supply.claim' }, { coin: peso(SUPPLY_COIN) })}
            </ClaimButton>
          ) : (
            <p role="status">{intl.formatMessage({ id: 'promotions.supply.notNeeded' })}</p>
          )}
          <RulesLink name="supply" label="promotions.freeSign.rules" />
        </>
      )}
    </ActivityPage>
  );
}
