import { useSelector } from '@xstate/react';
import { asksCode, isBusy, loginError, loginFields } from '../../../machines/ops/opsSession.selectors';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { useOpsSession } from './opsSession';
import { TotpCodeField } from './TotpCodeField';

/** Staff log-in in two steps: name and password, then the authenticator's code. */
export function LoginScreen() {
  const session = useOpsSession();
  const fields = useSelector(session, loginFields);
  const error = useSelector(session, loginError);
  const code = useSelector(session, asksCode);
  const busy = useSelector(session, isBusy);
  const change = (field: 'username' | 'password' | 'code') => (value: string) =>
    session.send({ type: 'FIELD.CHANGE', field, value });
  return (
    <section className="ops-login" aria-labelledby="ops-login-title">
      <h1 id="ops-login-title">Staff log-in</h1>
      <p className="ops-error" role="alert">
        {error ?? ''}
      </p>
      {code ? (
        <Form onSubmit={() => session.send({ type: 'SUBMIT' })} aria-label="Authenticator code">
          <TotpCodeField value={fields.code} onChange={change('code')} />
          <div className="ops-actions">
            <Button onClick={() => session.send({ type: 'BACK' })}>Back</Button>
            <Button type="submit" variant="primary" busy={busy}>
              Log in
            </Button>
          </div>
        </Form>
      ) : (
        <Form onSubmit={() => session.send({ type: 'NEXT' })} aria-label="Name and password">
          <TextField
            label="Staff name"
            name="username"
            value={fields.username}
            onChange={change('username')}
            autoComplete="username"
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            value={fields.password}
            onChange={change('password')}
            autoComplete="current-password"
          />
          <div className="ops-actions">
            <Button type="submit" variant="primary">
              Next
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
