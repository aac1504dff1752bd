import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import { staffAdminMachine } from '../../../machines/ops/staffAdmin.machine';
import { staffFields, staffRows, totpSetup } from '../../../machines/ops/staffAdmin.selectors';
import type { StaffRole } from '../../api/client/ops/opsTypes';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { QueuePage } from './QueuePage';
import type { Gate } from './RoleGate';
import { TotpSetupPanel } from './TotpSetupPanel';

const ROLES: readonly StaffRole[] = ['support', 'finance', 'marketing', 'admin'];

/**
 * /ops/staff: admin manages staff accounts (the server refuses the other roles anyway). A new account is a proposal
 * a second admin approves in /ops/changes; Disable and Reset TOTP act at once.
 */
export function StaffScreen({ token, session }: Gate) {
  const admin = useActorRef(staffAdminMachine, { input: { token, session } });
  const rows = useSelector(admin, staffRows);
  const view = useSelector(admin, queueView, sameQueueView);
  const fields = useSelector(admin, staffFields);
  const setup = useSelector(admin, totpSetup);
  const roleId = useId();
  return (
    <>
      <QueuePage
        id="ops-staff-title"
        title="Staff accounts"
        columns={['Name', 'Role', 'Person', 'State', 'Actions']}
        caption="Staff accounts"
        empty="No staff account."
        view={view}
        queue={admin}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.username}</th>
            <td>{row.role}</td>
            <td>{row.personId}</td>
            <td>{row.disabledAt === null ? 'active' : 'disabled'}</td>
            <td className="ops-decision">
              <Button
                disabled={!view.idle || row.disabledAt !== null}
                onClick={() => admin.send({ type: 'RESET', staffId: row.id })}
                aria-label={`Reset the TOTP of ${row.username}`}
              >
                Reset TOTP
              </Button>
              <Button
                disabled={!view.idle || row.disabledAt !== null}
                onClick={() => admin.send({ type: 'DISABLE', staffId: row.id })}
                aria-label={`Disable ${row.username}`}
              >
                Disable
              </Button>
            </td>
          </tr>
        ))}
      </QueuePage>
      {setup && <TotpSetupPanel setup={setup} />}
      <section aria-labelledby="ops-new-staff">
        <h2 id="ops-new-staff">Propose a new staff account</h2>
        <p>The account exists once a second admin, another person, approves it in Pending changes.</p>
        <Form onSubmit={() => admin.send({ type: 'CREATE' })} aria-labelledby="ops-new-staff">
          <TextField
            label="Staff name"
            name="username"
            value={fields.username}
            onChange={(value) => admin.send({ type: 'FIELD.CHANGE', field: 'username', value })}
            hint="3 to 32 lower-case letters, digits, dots, dashes or underscores."
          />
          <div className="field">
            <label className="field__label" htmlFor={roleId}>
              Role
            </label>
            <select
              id={roleId}
              className="field__input"
              value={fields.role}
              onChange={(event) => admin.send({ type: 'ROLE.CHANGE', role: event.currentTarget.value as StaffRole })}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Person id"
            name="personId"
            value={fields.personId}
            onChange={(value) => admin.send({ type: 'FIELD.CHANGE', field: 'personId', value })}
            hint="The employee number or identity document of the person: one active account per person."
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={fields.password}
            onChange={(value) => admin.send({ type: 'FIELD.CHANGE', field: 'password', value })}
            hint="12 or more characters with letters and digits, not the name, not a common word."
          />
          <Button type="submit" variant="primary" disabled={!view.idle}>
            Propose
          </Button>
        </Form>
      </section>
    </>
  );
}
