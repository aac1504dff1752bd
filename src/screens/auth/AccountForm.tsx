import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRef, ActorRefFrom, AnyActorRef, Snapshot } from 'xstate';
import type { AccountFormTag } from '../../../machines/auth/accountForm';
import {
  canSubmit,
  formFields,
  formNotice,
  formPhase,
  formSubmission,
  isDone,
  isEditable,
  passwordShown,
} from '../../../machines/auth/accountForm.selectors';
import type { TermsMachine, TermsTab } from '../../../machines/auth/terms.machine';
import type { FieldChange } from '../../../machines/shared/form';
import type { Notice } from '../../../machines/shared/notice';
import type { NavigateEmitted } from '../../../machines/shared/protocol';
import { submissionBusy, submissionPending } from '../../../machines/shared/submission.machine';
import type { WebConfig } from '../../api/contract/entities';
import type { PageName } from '../../api/contract/pages';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { FormColumn } from '../../ui/FormColumn';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { useFieldError } from '../shared/fieldError';
import { AuthToast } from './AuthToast';
import { AuthTop } from './AuthTop';
import { CodeField, type useSendCode } from './CodeField';
import './auth.css';

/** What the screens send an account form (machines/auth/accountForm.ts). */
type AccountFormEvent<TField extends string> =
  | FieldChange<TField>
  | { type: 'SUBMIT' }
  | { type: 'PASSWORD.TOGGLE' }
  | { type: 'AGREEMENT.TOGGLE' }
  | { type: 'DECLARATION.TOGGLE' }
  | { type: 'TERMS.OPEN'; tab?: TermsTab }
  | { type: 'SEND_CODE' };

type AccountFormSnapshot<TField extends string> = Snapshot<unknown> & {
  context: {
    fields: Record<TField, string>;
    showPassword: boolean;
    agreement: boolean;
    notExcluded: boolean;
    notice: Notice | null;
  };
  hasTag(tag: AccountFormTag): boolean;
  can(event: { type: 'SUBMIT' }): boolean;
  children: { submission?: AnyActorRef | undefined; terms?: ActorRefFrom<TermsMachine> | undefined };
};

/** Any account form's actor, as its screen sees it. */
export type AccountFormRef<TField extends string> = ActorRef<
  AccountFormSnapshot<TField>,
  AccountFormEvent<TField>,
  NavigateEmitted
>;

/** An input bound to one field of the form: its value, its error, and its changes as FIELD.CHANGE. */
export interface FieldBinding {
  value: string;
  readOnly: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** What a form screen reads from its machine (tags, `can`, the submission child), and a binding per field. */
export function useAccountForm<TField extends string>(form: AccountFormRef<TField>) {
  const fields = useSelector(form, formFields);
  const editable = useSelector(form, isEditable);
  const errorOf = useFieldError(form);
  const submission = useSelector(form, formSubmission);
  return {
    editable,
    /** The error tied to an input that is not a text field (the register's declaration). */
    errorOf,
    phase: useSelector(form, formPhase),
    done: useSelector(form, isDone),
    canSubmit: useSelector(form, canSubmit),
    showPassword: useSelector(form, passwordShown),
    notice: useSelector(form, formNotice),
    submitting: useSelector(submission, submissionBusy),
    debouncing: useSelector(submission, submissionPending),
    send: (event: AccountFormEvent<TField>) => form.send(event),
    field: (field: TField): FieldBinding => ({
      value: fields[field],
      readOnly: !editable,
      error: errorOf(field),
      onChange: (value) => form.send({ type: 'FIELD.CHANGE', field, value }),
    }),
  };
}

export type AccountFormView<TField extends string> = ReturnType<typeof useAccountForm<TField>>;
/** What the skeleton reads (any form's view). */
type FormStatus = Omit<AccountFormView<never>, 'field' | 'showPassword'>;
/** What the password inputs read and send. */
type PasswordView<TField extends string> = Pick<AccountFormView<TField>, 'field' | 'showPassword' | 'send'>;

/** The session's send-code countdown as the form screens show it (./CodeField.tsx `useSendCode`). */
type CodeView = ReturnType<typeof useSendCode>;
/** What the code input reads and sends. */
type CodeInputView = Pick<AccountFormView<'code'>, 'field' | 'send'>;

interface AccountFormScreenProps {
  view: FormStatus;
  webConfig: WebConfig;
  title: MessageId;
  submit: MessageId;
  /** Forms with a one-time code: the countdown's state, its call and its notices join the form's. */
  code?: CodeView;
  /** Above the form (the login's reason and picture). */
  header?: ReactNode;
  /** The inputs. */
  children: ReactNode;
  /** Below the submit button (links to the other forms). */
  footer?: ReactNode;
}

/**
 * The skeleton of every account screen (spec §2 /login, /register, /forget, /bind): the top bar, the form that
 * sends SUBMIT, the submit button the machine enables (`can`), and the toast of the form's (and the countdown's)
 * notices. `data-state` (debouncing, editing, submitting, succeeded) and `data-send-code` are the e2e hooks.
 */
export function AccountFormScreen({
  view,
  webConfig,
  title,
  submit,
  code,
  header,
  children,
  footer,
}: AccountFormScreenProps) {
  const intl = useIntl();
  const submitState = { busy: view.submitting, disabled: view.done || !view.canSubmit };
  return (
    <div className="auth-screen" data-state={view.debouncing ? 'debouncing' : view.phase} data-send-code={code?.phase}>
      <FormColumn>
        <AuthTop title={intl.formatMessage({ id: title })} webConfig={webConfig} />
        {header}
        <Form className="auth-form" onSubmit={() => view.send({ type: 'SUBMIT' })}>
          {children}
          <Button type="submit" variant="primary" className="auth-submit" {...submitState}>
            {intl.formatMessage({ id: submit })}
          </Button>
          {footer}
        </Form>
      </FormColumn>
      <AuthToast notices={[view.notice, code?.notice ?? null]} loading={view.submitting || (code?.sending ?? false)} />
    </div>
  );
}

interface PasswordInputProps {
  view: PasswordView<'password'>;
  label: MessageId;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  maxLength: number;
}

/** The password with its show/hide toggle (PASSWORD.TOGGLE; the machine holds whether it shows). */
export function PasswordInput({ view, label, ...input }: PasswordInputProps) {
  const intl = useIntl();
  return (
    <PasswordField
      {...input}
      {...view.field('password')}
      label={intl.formatMessage({ id: label })}
      shown={view.showPassword}
      onToggle={() => view.send({ type: 'PASSWORD.TOGGLE' })}
      toggleLabels={{
        show: intl.formatMessage({ id: 'auth.showPassword' }),
        hide: intl.formatMessage({ id: 'auth.hidePassword' }),
      }}
    />
  );
}

/** A new password and its confirmation (register, forget): the confirmation shows when the password does. */
export function NewPasswordInputs({
  view,
  label,
  maxLength,
}: {
  view: PasswordView<'password' | 'confirmation'>;
  label: MessageId;
  maxLength: number;
}) {
  const intl = useIntl();
  return (
    <>
      <PasswordInput view={view} label={label} name="new-password" autoComplete="new-password" maxLength={maxLength} />
      <TextField
        {...view.field('confirmation')}
        label={intl.formatMessage({ id: 'auth.confirmPassword' })}
        name="confirm-password"
        type={view.showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        maxLength={maxLength}
      />
    </>
  );
}

/** The one-time code input bound to the form's `code` field; its button sends SEND_CODE to the form. */
export function FormCodeField({ view, code }: { view: CodeInputView; code: CodeView }) {
  return <CodeField {...view.field('code')} sendCode={code.sendCode} onSend={() => view.send({ type: 'SEND_CODE' })} />;
}

/** A link under the form to another account page (log in, register). */
export function AuthLink({ page, label }: { page: PageName; label: MessageId }) {
  const intl = useIntl();
  return (
    <Link className="auth-link" to={hrefOf({ page })}>
      {intl.formatMessage({ id: label })}
    </Link>
  );
}
