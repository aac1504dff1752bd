import { useActorRef, useSelector } from '@xstate/react';
import { opsConfigMachine } from '../../../machines/ops/opsConfig.machine';
import {
  configAmount,
  configFailed,
  configIdle,
  configInForce,
  configLoadError,
  configNotice,
} from '../../../machines/ops/opsConfig.selectors';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Money } from '../../ui/Money';
import { TextField } from '../../ui/TextField';
import { LoadFailed, OpsNotice } from './QueuePage';
import type { Gate } from './RoleGate';

/**
 * /ops/config: admin proposes the amount above which a withdrawal needs a second finance approver; it applies once
 * a second admin approves it in /ops/changes.
 */
export function ConfigScreen({ token, session }: Gate) {
  const form = useActorRef(opsConfigMachine, { input: { token, session } });
  const config = useSelector(form, configInForce);
  const amount = useSelector(form, configAmount);
  const notice = useSelector(form, configNotice);
  const idle = useSelector(form, configIdle);
  const failed = useSelector(form, configFailed);
  const loadError = useSelector(form, configLoadError);
  return (
    <section aria-labelledby="ops-config-title" aria-busy={!idle}>
      <h1 id="ops-config-title">Configuration</h1>
      <OpsNotice notice={notice} />
      {failed ? (
        <LoadFailed error={loadError} onRetry={() => form.send({ type: 'RETRY' })} />
      ) : config === null ? (
        <p>Loading…</p>
      ) : (
        <>
          <h2>Second approver</h2>
          <dl className="ops-facts">
            <dt>In force</dt>
            <dd>
              Above <Money value={config.secondApprovalAbove} />{' '}
              {config.stored ? '(set by an admin)' : '(the server default)'}
            </dd>
            <dt>Server default</dt>
            <dd>
              <Money value={config.defaultSecondApprovalAbove} />
            </dd>
          </dl>
          <Form onSubmit={() => form.send({ type: 'SAVE' })} aria-label="Second approver amount">
            <TextField
              label="Withdrawals above this many pesos need a second finance approver"
              name="secondApprovalAbove"
              inputMode="text"
              value={amount}
              onChange={(value) => form.send({ type: 'AMOUNT.CHANGE', value })}
              hint="Up to two decimals, below the withdrawal maximum (at most 999,999.99 pesos). A second admin approves the change in Pending changes; both steps are written to the audit log."
            />
            <Button type="submit" variant="primary" busy={!idle}>
              Propose
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
