import { TextField } from '../../ui/TextField';

/** The 6-digit code of a staff member's authenticator app (log-in and password change). */
export function TotpCodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="6-digit code from your authenticator app"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={onChange}
    />
  );
}
