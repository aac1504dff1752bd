import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { type DepositMachine, selectedChannel } from '../../../../machines/wallet/deposit.machine';
import {
  channelNeedsBank,
  depositBusy,
  depositCredited,
  depositHook,
  depositLookingUp,
  depositViewing,
} from '../../../../machines/wallet/deposit.selectors';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { formatNotice } from '../../../ui/Money';
import { RadioTiles } from '../../../ui/RadioTiles';
import { NoticeToast } from '../../shared/NoticeToast';
import { Money } from '../Money';
import { CouponChoice } from './CouponChoice';
import { CreditedSheet } from './CreditedSheet';
import { DepositView } from './DepositView';
import { PickGroup } from './PickGroup';
import './deposit.css';

type DepositRef = ActorRefFrom<DepositMachine>;

/** The deposit over the current page: the pick dialog (picking, requesting), the full-screen view, or the credited sheet. */
export function DepositOverlay({ deposit }: { deposit: DepositRef }) {
  const hook = useSelector(deposit, depositHook);
  const viewing = useSelector(deposit, depositViewing);
  const credited = useSelector(deposit, depositCredited) !== null;
  if (credited) return <CreditedSheet deposit={deposit} hook={hook} />;
  return viewing ? <DepositView deposit={deposit} hook={hook} /> : <PickDialog deposit={deposit} hook={hook} />;
}

/** Spec §2: "a channel picker dialog titled Deposit lists channel icons with confirm and cancel". */
function PickDialog({ deposit, hook }: { deposit: DepositRef; hook: string }) {
  const intl = useIntl();
  const context = useSelector(deposit, (snapshot) => snapshot.context);
  const channel = selectedChannel(context);
  const requesting = useSelector(deposit, depositBusy);
  const lookingUp = useSelector(deposit, depositLookingUp);
  const failure = context.failure;
  const needsBank = channelNeedsBank(context);
  return (
    <Dialog
      className="deposit-pick"
      title={<FormattedMessage id="wallet.deposit.title" />}
      onEscape={requesting ? undefined : () => deposit.send({ type: 'CANCEL' })}
      data-deposit={hook}
    >
      {context.channels.length === 0 ? (
        <p className="deposit-pick__empty">
          <FormattedMessage id="wallet.deposit.noChannels" />
        </p>
      ) : (
        <>
          <PickGroup legend="wallet.deposit.channels">
            {(channelsId) => (
              <RadioTiles
                labelledBy={channelsId}
                className="deposit-pick__channels"
                tileClassName="deposit-channel"
                disabled={requesting}
                selected={context.channelId}
                onSelect={(id) => deposit.send({ type: 'CHANNEL.SELECT', id })}
                tiles={context.channels.map((entry) => ({
                  value: entry.id,
                  content: (
                    <>
                      <img className="deposit-channel__icon" src={entry.iconH5} alt="" width={48} height={48} />
                      <span>{entry.name}</span>
                    </>
                  ),
                }))}
              />
            )}
          </PickGroup>
          <PickGroup legend="wallet.deposit.amount">
            {(amountsId) =>
              context.fixedAmount || !channel ? (
                <strong className="deposit-pick__fixed">
                  <Money value={context.amount} />
                </strong>
              ) : (
                <>
                  <RadioTiles
                    labelledBy={amountsId}
                    className="deposit-pick__amounts"
                    tileClassName="deposit-amount"
                    disabled={requesting}
                    selected={context.amount}
                    onSelect={(amount) => deposit.send({ type: 'AMOUNT.SELECT', amount })}
                    tiles={channel.amounts.map((amount) => ({ value: amount, content: <Money value={amount} /> }))}
                  />
                  <p className="deposit-pick__range">
                    <FormattedMessage
                      id="wallet.deposit.range"
                      values={{ min: <Money value={channel.minAmount} />, max: <Money value={channel.maxAmount} /> }}
                    />
                  </p>
                </>
              )
            }
          </PickGroup>
          <CouponChoice deposit={deposit} disabled={requesting} />
          {failure && context.notice && (
            <div className="deposit-pick__failure" role="alert">
              <p>{formatNotice(intl, context.notice)}</p>
              {failure !== 'notCreated' && (
                <Link to={hrefOf({ page: 'records' })} onClick={() => deposit.send({ type: 'CANCEL' })}>
                  <FormattedMessage id="wallet.deposit.records" />
                </Link>
              )}
            </div>
          )}
          {needsBank && channel && (
            <p className="deposit-pick__bank">
              <FormattedMessage id="wallet.deposit.bankFirst" values={{ bank: channel.name }} />
            </p>
          )}
        </>
      )}
      <div className="dialog__actions">
        <Button disabled={requesting} onClick={() => deposit.send({ type: 'CANCEL' })}>
          <FormattedMessage id="wallet.deposit.cancel" />
        </Button>
        <Button
          variant="primary"
          busy={requesting}
          disabled={context.channels.length === 0}
          onClick={() => deposit.send({ type: 'CONFIRM' })}
        >
          <FormattedMessage id={failure ? 'wallet.deposit.retry' : 'wallet.deposit.confirm'} />
        </Button>
      </div>
      <NoticeToast
        notice={failure ? null : context.notice}
        loading={
          lookingUp
            ? intl.formatMessage({ id: 'wallet.deposit.lookingUp' })
            : requesting
              ? intl.formatMessage({ id: 'auth.wait' })
              : undefined
        }
      />
    </Dialog>
  );
}
