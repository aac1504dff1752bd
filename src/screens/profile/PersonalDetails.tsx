import { useActorRef } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type DetailsField, personalDetailsMachine } from '../../../machines/profile/personalDetails.machine';
import {
  detailsBirthDate,
  detailsFields,
  detailsNotice,
  detailsSaving,
  detailsShown,
  isLoading,
  loadedFormPhase,
  loadFailed,
} from '../../../machines/profile/personalDetails.selectors';
import type { UserInfo } from '../../api/contract/entities';
import { DETAILS_MAX } from '../../api/contract/profileErrcodes';
import type { MessageId } from '../../platform/intl/messages';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { LoadStatus } from '../../ui/LoadStatus';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { useFieldProps } from '../shared/fieldError';
import { NoticeToast } from '../shared/NoticeToast';
import { SessionContext } from '../shared/sessionContext';
import { useSelected } from '../shared/useSelected';

/** The inputs the player fills in: field, label, autocomplete, hint. */
const INPUTS: readonly [DetailsField, MessageId, 'name' | 'email' | 'street-address', MessageId | undefined][] = [
  ['realName', 'profile.details.realName', 'name', 'profile.details.realName.hint'],
  ['email', 'profile.details.email', 'email', undefined],
  ['address', 'profile.details.address', 'street-address', undefined],
];

/** A YYYY-MM-DD day as the player's locale writes it (the day itself, no time zone shift). */
function useDay(day: string | null): string | null {
  const intl = useIntl();
  return day === null ? null : intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * The personal-details form (task 119): real name, e-mail and address saved with updateAppUserOther; the date of
 * birth given at sign-up is shown, read-only (docs/profile.md). Renders machines/profile/personalDetails.machine.ts.
 * `titled`: a panel of the profile page (desktop) with its own heading; on its own page the page title names it.
 */
export function PersonalDetails({ user, titled }: { user: UserInfo; titled: boolean }) {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const details = useActorRef(personalDetailsMachine, { input: { session, user } });
  const { phase, loading, failed, shown, saving, fields, birthDate, notice } = useSelected(details, {
    phase: loadedFormPhase,
    loading: isLoading,
    failed: loadFailed,
    shown: detailsShown,
    saving: detailsSaving,
    fields: detailsFields,
    birthDate: detailsBirthDate,
    notice: detailsNotice,
  });
  const field = useFieldProps(details);
  const born = useDay(birthDate);
  return (
    <section
      className="profile-form profile-details"
      aria-labelledby={titled ? 'details-title' : undefined}
      aria-label={titled ? undefined : intl.formatMessage({ id: 'profile.details.title' })}
      data-testid="personal-details"
      data-state={phase}
    >
      <NoticeToast notice={notice} loading={saving} />
      {titled && (
        <h2 id="details-title">
          <FormattedMessage id="profile.details.title" />
        </h2>
      )}
      <LoadStatus
        loading={loading}
        failure={
          failed && {
            look: 'inline',
            title: 'profile.details.loadFailed',
            retryLabel: 'profile.details.retry',
            onRetry: () => details.send({ type: 'RETRY' }),
          }
        }
      />
      {shown && (
        <Form onSubmit={() => details.send({ type: 'SUBMIT' })}>
          <p className="profile-hint">
            <FormattedMessage id="profile.details.intro" />
          </p>
          {INPUTS.map(([name, label, autoComplete, hint]) => (
            <TextField
              key={name}
              {...field(name, label)}
              value={fields[name]}
              maxLength={DETAILS_MAX[name]}
              autoComplete={autoComplete}
              hint={hint && intl.formatMessage({ id: hint })}
              readOnly={saving}
            />
          ))}
          <TextField
            name="birthDate"
            label={intl.formatMessage({ id: 'profile.details.birthDate' })}
            value={born ?? intl.formatMessage({ id: 'profile.details.birthDate.none' })}
            onChange={() => {}}
            readOnly
            hint={intl.formatMessage({ id: 'profile.details.birthDate.hint' })}
          />
          <Button type="submit" variant="primary" disabled={saving}>
            <FormattedMessage id="profile.details.save" />
          </Button>
        </Form>
      )}
    </section>
  );
}
