import { FormattedNumber } from 'react-intl';

/** An amount held in hundredths, shown in pesos with two decimals (spec §9). */
export function Money({ value }: { value: number }) {
  return <FormattedNumber value={value / 100} minimumFractionDigits={2} maximumFractionDigits={2} />;
}

/** Points held in hundredths, shown as floor(value / 100) (spec §9). */
export function Points({ value }: { value: number }) {
  return <FormattedNumber value={Math.floor(value / 100)} />;
}
