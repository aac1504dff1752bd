/** Hundredths as pesos for server-rendered text: 123456 → "₱1,234.56". */
export function pesos(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}₱${whole}.${String(abs % 100).padStart(2, '0')}`;
}
