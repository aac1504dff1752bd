import { useIntl } from 'react-intl';
import { birthDateMin } from '../../../machines/auth/register.selectors';
import { TextField } from '../../ui/TextField';

interface BirthDateFieldProps {
  value: string;
  /** The latest date the picker offers: 21 years back from today in Manila (the form's selector). */
  max: string;
  readOnly: boolean;
  /** Why the form was refused at the date (its rule, or errcode 1053 / 1054): shown and tied to the input. */
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * The date of birth of a sign-up (the 21+ rule): the browser's date picker from 1 January 1900 to the latest date that
 * is 21 today, with the 21+ hint tied to it. /register and the LINE sign-up step render it.
 */
export function BirthDateField({ value, max, readOnly, error, onChange }: BirthDateFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'auth.birthDate' })}
      name="bday"
      type="date"
      autoComplete="bday"
      min={birthDateMin}
      max={max}
      value={value}
      readOnly={readOnly}
      hint={intl.formatMessage({ id: 'auth.birthDate.hint' })}
      error={error}
      onChange={onChange}
    />
  );
}
