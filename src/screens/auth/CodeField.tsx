import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { CODE_MAX_LENGTH } from '../../../machines/auth/register.machine';
import type { SendCodeMachine } from '../../../machines/auth/sendCode.machine';
import {
  secondsLeft as secondsLeftOf,
  sendCodeBusy,
  sendCodeNotice,
  sendCodePhase,
  sendCodeSending,
} from '../../../machines/auth/sendCode.selectors';
import type { lazyChild } from '../../../machines/shared/lazyChild';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useSessionChild } from '../shared/sessionChildren';

type SendCodeRef = ActorRefFrom<SendCodeMachine>;
/** The session's send-code host (machines/shared/lazyChild.ts): forms send it SEND; it runs the countdown inside. */
export type SendCodeHostRef = ActorRefFrom<ReturnType<typeof lazyChild<SendCodeMachine>>>;

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
  sendCode: SendCodeRef | undefined;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
  onSend: () => void;
}) {
  const intl = useIntl();
  const busy = useSelector(sendCode, (snapshot) => (snapshot ? sendCodeBusy(snapshot) : false));
  const secondsLeft = useSelector(sendCode, (snapshot) => (snapshot ? secondsLeftOf(snapshot) : 0));
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

/** The session's long-lived send-code host (systemId 'sendCode'): its countdown outlives any one screen. */
export function sessionSendCode(session: { system: { get(id: string): unknown } }): SendCodeHostRef {
  return session.system.get('sendCode') as SendCodeHostRef;
}

/**
 * The countdown inside the host, once the first SEND loaded it (undefined before: no code sent, nothing counts),
 * with what the code forms show of it.
 */
export function useSendCode() {
  const sendCode = useSessionChild('sendCodeCountdown');
  const phase = useSelector(sendCode, (snapshot) => (snapshot ? sendCodePhase(snapshot) : 'idle'));
  const sending = useSelector(sendCode, (snapshot) => (snapshot ? sendCodeSending(snapshot) : false));
  const notice = useSelector(sendCode, (snapshot) => (snapshot ? sendCodeNotice(snapshot) : null));
  return { sendCode, phase, sending, notice };
}
