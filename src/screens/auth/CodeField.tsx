import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { CODE_MAX_LENGTH } from '../../../machines/auth/register.machine';
import type { SendCodeMachine } from '../../../machines/auth/sendCode.machine';
import { secondsLeft as secondsLeftOf, sendCodeBusy } from '../../../machines/auth/sendCode.selectors';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

type SendCodeRef = ActorRefFrom<SendCodeMachine>;

/** The one-time code input with its send button and the session's 60 s countdown (spec §4 send-code). */
export function CodeField({
  sendCode,
  value,
  readOnly,
  onChange,
  onSend,
  error,
}: {
  /** The form's problem with the code, if any (tied to the input). */
  error?: string | undefined;
  sendCode: SendCodeRef;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
  onSend: () => void;
}) {
  const intl = useIntl();
  const busy = useSelector(sendCode, sendCodeBusy);
  const secondsLeft = useSelector(sendCode, secondsLeftOf);
  return (
    <TextField
      label={intl.formatMessage({ id: 'auth.code' })}
      name="one-time-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_MAX_LENGTH}
      value={value}
      readOnly={readOnly}
      onChange={onChange}
      error={error}
      trailing={
        <Button className="auth-code" busy={busy} disabled={secondsLeft > 0} onClick={onSend}>
          {secondsLeft > 0
            ? intl.formatMessage({ id: 'auth.resendIn' }, { seconds: secondsLeft })
            : intl.formatMessage({ id: 'auth.sendCode' })}
        </Button>
      }
    />
  );
}

/** The session's long-lived send-code child (systemId 'sendCode'): its countdown outlives any one screen. */
export function sessionSendCode(session: { system: { get(id: string): unknown } }): SendCodeRef {
  return session.system.get('sendCode') as SendCodeRef;
}
