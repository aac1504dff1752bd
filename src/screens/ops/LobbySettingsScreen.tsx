import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  type ChannelDraft,
  type LobbySettingsEvent,
  lobbySettingsMachine,
  type SettingsDraft,
} from '../../../machines/ops/lobbySettings.machine';
import {
  mayChangeAll,
  sameSavingForms,
  savingForms,
  settingsDraft,
  settingsErrors,
  settingsFailed,
  settingsIdle,
  settingsInForce,
  settingsLoadError,
  settingsNotice,
} from '../../../machines/ops/lobbySettings.selectors';
import { staffMember } from '../../../machines/ops/opsSession.selectors';
import { REGISTER_TYPES } from '../../api/contract/lobbySettings';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/FieldError';
import { Form } from '../../ui/Form';
import { Money } from '../../ui/Money';
import { TextField } from '../../ui/TextField';
import { OpsSectioned } from './OpsSections';
import { LoadFailed, OpsNotice } from './QueuePage';
import type { Gate } from './RoleGate';
import './lobbySettings.css';

type Send = (event: LobbySettingsEvent) => void;
type Errors = Record<string, string>;

const PAY_MODES = { url: 'pay page', qr: 'QR code', bank: 'bank transfer' } as const;

/**
 * /ops/lobby-settings: how players sign up, the deposit channels, the withdrawal limits and the oldest app version
 * players may run (admin); marketing
 * reorders the channels and changes their presets. Each form saves on its own; players get a saved change on their
 * next start-up or reload.
 */
export function LobbySettingsScreen({ token, session }: Gate) {
  const role = useSelector(session, staffMember)?.role ?? 'marketing';
  const page = useActorRef(lobbySettingsMachine, { input: { token, session, role } });
  const settings = useSelector(page, settingsInForce);
  const draft = useSelector(page, settingsDraft);
  const errors = useSelector(page, settingsErrors);
  const notice = useSelector(page, settingsNotice);
  const idle = useSelector(page, settingsIdle);
  const saving = useSelector(page, savingForms, sameSavingForms);
  const failed = useSelector(page, settingsFailed);
  const loadError = useSelector(page, settingsLoadError);
  const admin = useSelector(page, mayChangeAll);
  const send: Send = (event) => page.send(event);
  /** What every form takes; each adds whether its own save is under way. */
  const forms = { draft, errors, send, idle };
  return (
    <section aria-labelledby="ops-lobby-settings-title" aria-busy={!idle} className="ops-settings">
      <h1 id="ops-lobby-settings-title">Lobby settings</h1>
      <p>
        Each form saves on its own and is written to the audit log. Players get a saved change the next time the lobby
        starts or reloads, from every server.
      </p>
      <OpsNotice notice={notice} />
      {failed ? (
        <LoadFailed error={loadError} onRetry={() => send({ type: 'RETRY' })} />
      ) : settings === null ? (
        <p>Loading…</p>
      ) : (
        <OpsSectioned>
          {admin && <SignUpForm {...forms} busy={saving.signUp} />}
          <ChannelsForm {...forms} busy={saving.channels} admin={admin} />
          {admin && (
            <WithdrawalsForm {...forms} busy={saving.withdrawals} secondApprovalAbove={settings.secondApprovalAbove} />
          )}
          {admin && <AppVersionForm {...forms} busy={saving.appVersion} served={settings.appVersion.served} />}
          <Button onClick={() => send({ type: 'RELOAD' })} disabled={!idle}>
            Discard changes and read again
          </Button>
        </OpsSectioned>
      )}
    </section>
  );
}

interface FormProps {
  draft: SettingsDraft;
  errors: Errors;
  send: Send;
  busy: boolean;
  idle: boolean;
}

/** A labelled check box with its hint and reason tied to it. */
function CheckField(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const describedBy = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field ops-check">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={props.error} />
    </div>
  );
}

function SignUpForm({ draft, errors, send, busy, idle }: FormProps) {
  const errorId = useId();
  const { signUp } = draft;
  const typeError = errors['signUp.registerType'];
  return (
    <section aria-labelledby="ops-signup-title">
      <h2 id="ops-signup-title">Sign-up and mode</h2>
      <Form onSubmit={() => send({ type: 'SAVE', section: 'signUp' })} aria-labelledby="ops-signup-title">
        <fieldset
          className="ops-radios"
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? errorId : undefined}
        >
          <legend>Players sign up with</legend>
          {REGISTER_TYPES.map((type) => (
            <label key={type.value}>
              <input
                type="radio"
                name="registerType"
                value={type.value}
                checked={signUp.registerType === type.value}
                onChange={() => send({ type: 'SIGNUP.CHANGE', patch: { registerType: type.value } })}
              />{' '}
              {type.label}
            </label>
          ))}
          <FieldError id={errorId} error={typeError} />
        </fieldset>
        <CheckField
          label="One-time codes on sign-up"
          checked={signUp.otpOn}
          onChange={(otpOn) => send({ type: 'SIGNUP.CHANGE', patch: { otpOn } })}
          hint="A code sent to the phone number, where the register type uses a phone number."
          error={errors['signUp.otpOn']}
        />
        <CheckField
          label="LINE sign-in"
          checked={signUp.lineLoginEnabled}
          onChange={(lineLoginEnabled) => send({ type: 'SIGNUP.CHANGE', patch: { lineLoginEnabled } })}
          error={errors['signUp.lineLoginEnabled']}
        />
        <CheckField
          label="Green mode"
          checked={signUp.greenMode}
          onChange={(greenMode) => send({ type: 'SIGNUP.CHANGE', patch: { greenMode } })}
          hint="Phone-number accounts, the age notice before play, the terms panel on log-in and no app-download prompts."
          error={errors['signUp.greenMode']}
        />
        <CheckField
          label="Age notice in every mode"
          checked={signUp.ageNoticeAllModes}
          onChange={(ageNoticeAllModes) => send({ type: 'SIGNUP.CHANGE', patch: { ageNoticeAllModes } })}
          hint="Green mode always asks players to confirm they are 18 or older before play; this asks in normal mode too."
          error={errors['signUp.ageNoticeAllModes']}
        />
        <Button type="submit" variant="primary" busy={busy} disabled={!idle}>
          Save sign-up settings
        </Button>
      </Form>
    </section>
  );
}

function ChannelsForm({ draft, errors, send, busy, idle, admin }: FormProps & { admin: boolean }) {
  const errorId = useId();
  const listError = errors.channels;
  return (
    <section aria-labelledby="ops-channels-title">
      <h2 id="ops-channels-title">Deposit channels</h2>
      <p>
        In the order players see them. Amounts in whole pesos; presets are the amount buttons of the deposit screen,
        separated by commas or spaces, each within the channel's limits.
        {admin ? '' : ' Turning a channel on or off and its limits are set by an admin.'}
      </p>
      <Form
        onSubmit={() => send({ type: 'SAVE', section: 'channels' })}
        aria-labelledby="ops-channels-title"
        aria-describedby={listError ? errorId : undefined}
      >
        <FieldError id={errorId} error={listError} />
        <ol className="ops-channels">
          {draft.channels.map((channel, i) => (
            <li key={channel.id}>
              <ChannelFields
                channel={channel}
                errors={errors}
                send={send}
                admin={admin}
                first={i === 0}
                last={i === draft.channels.length - 1}
              />
            </li>
          ))}
        </ol>
        <Button type="submit" variant="primary" busy={busy} disabled={!idle}>
          Save deposit channels
        </Button>
      </Form>
    </section>
  );
}

function ChannelFields(props: {
  channel: ChannelDraft;
  errors: Errors;
  send: Send;
  admin: boolean;
  first: boolean;
  last: boolean;
}) {
  const { channel, errors, send, admin } = props;
  const at = (field: string) => errors[`channels.${channel.id}.${field}`];
  const change = (field: 'minAmount' | 'maxAmount' | 'amounts') => (value: string) =>
    send({ type: 'CHANNEL.CHANGE', id: channel.id, field, value });
  return (
    <fieldset className="ops-channel">
      <legend>
        {channel.name} ({PAY_MODES[channel.payMode]})
      </legend>
      <CheckField
        label={`${channel.name} is on`}
        checked={channel.enabled}
        disabled={!admin}
        onChange={(enabled) => send({ type: 'CHANNEL.TOGGLE', id: channel.id, enabled })}
        error={at('enabled')}
      />
      <div className="ops-channel__limits">
        <TextField
          label={`${channel.name} minimum (pesos)`}
          name={`min-${channel.id}`}
          inputMode="numeric"
          value={channel.minAmount}
          readOnly={!admin}
          onChange={change('minAmount')}
          error={at('minAmount')}
        />
        <TextField
          label={`${channel.name} maximum (pesos)`}
          name={`max-${channel.id}`}
          inputMode="numeric"
          value={channel.maxAmount}
          readOnly={!admin}
          onChange={change('maxAmount')}
          error={at('maxAmount')}
        />
      </div>
      <TextField
        label={`${channel.name} preset amounts (pesos)`}
        name={`amounts-${channel.id}`}
        value={channel.amounts}
        onChange={change('amounts')}
        hint="1 to 20 amounts, e.g. 100, 200, 500."
        error={at('amounts')}
      />
      <div className="ops-actions">
        <Button
          disabled={props.first}
          onClick={() => send({ type: 'CHANNEL.MOVE', id: channel.id, by: -1 })}
          aria-label={`Move ${channel.name} up`}
        >
          Up
        </Button>
        <Button
          disabled={props.last}
          onClick={() => send({ type: 'CHANNEL.MOVE', id: channel.id, by: 1 })}
          aria-label={`Move ${channel.name} down`}
        >
          Down
        </Button>
      </div>
    </fieldset>
  );
}

function WithdrawalsForm({
  draft,
  errors,
  send,
  busy,
  idle,
  secondApprovalAbove,
}: FormProps & { secondApprovalAbove: number }) {
  return (
    <section aria-labelledby="ops-withdrawals-title">
      <h2 id="ops-withdrawals-title">Withdrawal limits</h2>
      <p>
        Per withdrawal, in whole pesos. The maximum stays above the second-approver amount (
        <Money value={secondApprovalAbove} />, in Configuration), so large withdrawals still need two finance approvals.
      </p>
      <Form onSubmit={() => send({ type: 'SAVE', section: 'withdrawals' })} aria-labelledby="ops-withdrawals-title">
        <TextField
          label="Withdrawal minimum (pesos)"
          name="withdrawMin"
          inputMode="numeric"
          value={draft.withdrawals.minAmount}
          onChange={(value) => send({ type: 'WITHDRAWALS.CHANGE', field: 'minAmount', value })}
          error={errors['withdrawals.minAmount']}
        />
        <TextField
          label="Withdrawal maximum (pesos)"
          name="withdrawMax"
          inputMode="numeric"
          value={draft.withdrawals.maxAmount}
          onChange={(value) => send({ type: 'WITHDRAWALS.CHANGE', field: 'maxAmount', value })}
          hint="At most 1,000,000 pesos."
          error={errors['withdrawals.maxAmount']}
        />
        <Button type="submit" variant="primary" busy={busy} disabled={!idle}>
          Save withdrawal limits
        </Button>
      </Form>
    </section>
  );
}

/** The oldest app version players may run: an older build covers itself and updates (docs/pwa.md). */
function AppVersionForm({ draft, errors, send, busy, idle, served }: FormProps & { served: string }) {
  return (
    <section aria-labelledby="ops-app-version-title">
      <h2 id="ops-app-version-title">Minimum app version</h2>
      <p>
        Players whose app is older than this must update before they go on (this server serves {served}). Leave it empty
        to let every version play.
      </p>
      <Form onSubmit={() => send({ type: 'SAVE', section: 'appVersion' })} aria-labelledby="ops-app-version-title">
        <TextField
          label="Minimum app version"
          name="minAppVersion"
          value={draft.appVersion}
          onChange={(value) => send({ type: 'APPVERSION.CHANGE', value })}
          hint={`Three numbers, like ${served}; at most ${served}.`}
          error={errors['appVersion.minimum']}
        />
        <Button type="submit" variant="primary" busy={busy} disabled={!idle}>
          Save minimum app version
        </Button>
      </Form>
    </section>
  );
}
