import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { DepositMachine } from '../../../../machines/wallet/deposit.machine';
import { depositCredited } from '../../../../machines/wallet/deposit.selectors';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Money } from '../Money';

/**
 * The deposit's own confirmation, once the server said the order is paid: "₱500.00 credited", Play now and Close.
 * Never shown on a guess: a deposit still on its way (a bank transfer) closes without it.
 */
export function CreditedSheet({ deposit, hook }: { deposit: ActorRefFrom<DepositMachine>; hook: string }) {
  const credited = useSelector(deposit, depositCredited);
  if (!credited) return null;
  const close = () => deposit.send({ type: 'CLOSE' });
  return (
    <Dialog
      className="deposit-credited"
      title={<FormattedMessage id="wallet.deposit.credited.title" />}
      onEscape={close}
      data-deposit={hook}
    >
      <p className="deposit-credited__amount">
        <FormattedMessage id="wallet.deposit.credited.amount" values={{ amount: <Money value={credited.amount} /> }} />
      </p>
      {credited.couponBonus > 0 && (
        <p className="deposit-credited__bonus">
          <FormattedMessage
            id="wallet.deposit.credited.bonus"
            values={{ bonus: <Money value={credited.couponBonus} /> }}
          />
        </p>
      )}
      <div className="dialog__actions">
        <Button onClick={close}>
          <FormattedMessage id="wallet.deposit.close" />
        </Button>
        <Button variant="primary" autoFocus onClick={() => deposit.send({ type: 'PLAY' })}>
          <FormattedMessage id="wallet.deposit.credited.play" />
        </Button>
      </div>
    </Dialog>
  );
}
