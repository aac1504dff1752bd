import { useActorRef, useSelector } from '@xstate/react';
import { type PasswordField, staffPasswordMachine } from '../../../machines/ops/staffPassword.machine';
import { passwordBusy, passwordFields, passwordNotice } from '../../../machines/ops/staffPassword.selectors';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { OpsNotice } from './QueuePage';
import type { Gate } from './RoleGate';
import { TotpCodeField } from './TotpCodeField';

/** /ops/password: every staff member changes their own password (current one and a code; other sessions end). */
export function PasswordScreen({ token, session }: Gate) {
  const form = useActorRef(staffPasswordMachine, { input: { token, session } });
  const fields = useSelector(form, passwordFields);
  const notice = useSelector(form, passwordNotice);
  const busy = useSelector(form, passwordBusy);
  const secret = (field: Exclude<PasswordField, 'code'>, label: string, hint?: string) => (
    <TextField
      label={label}
      name={field}
      type="password"
      autoComplete={field === 'current' ? 'current-password' : 'new-password'}
      value={fields[field]}
      onChange={(value) => form.send({ type: 'FIELD.CHANGE', field, value })}
      hint={hint}
    />
  );
  return (
    <section aria-labelledby="ops-password-title" aria-busy={busy}>
      <h1 id="ops-password-title">Change your password</h1>
      <OpsNotice notice={notice} />
      <Form onSubmit={() => form.send({ type: 'SUBMIT' })} aria-labelledby="ops-password-title">
        {secret('current', 'Current password')}
        {secret(
          'next',
          'New password',
          '12 or more characters with letters and digits, not your name, not a common word.',
        )}
        {secret('confirm', 'New password again')}
        <TotpCodeField
          value={fields.code}
          onChange={(value) => form.send({ type: 'FIELD.CHANGE', field: 'code', value })}
        />
        <p>Your other sessions end; this one stays signed in.</p>
        <Button type="submit" variant="primary" busy={busy}>
          Change password
        </Button>
      </Form>
    </section>
  );
}
