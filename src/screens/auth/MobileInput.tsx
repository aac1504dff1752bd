import { useIntl } from 'react-intl';
import type { WebConfig } from '../../api/contract/entities';
import { TextField } from '../../ui/TextField';
import type { FieldBinding } from './AccountForm';

/** The mobile-number input of the code forms (forget, bind): digits, at most the configured length. */
export function MobileInput({
  webConfig,
  ...field
}: FieldBinding & { name: string; autoComplete: 'username' | 'tel-national'; webConfig: WebConfig }) {
  const intl = useIntl();
  return (
    <TextField
      {...field}
      label={intl.formatMessage({ id: 'auth.mobile' })}
      type="tel"
      inputMode="numeric"
      maxLength={webConfig.accountLengthMax}
    />
  );
}
