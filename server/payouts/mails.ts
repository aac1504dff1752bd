import { MAIL_BOX, type MailInput } from '../player/mail';

const pesos = (hundredths: number) =>
  `₱${(hundredths / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The mail a player gets when the payout provider settles a withdrawal (designed wording). */
export const PAYOUT_MAILS: Record<'paid' | 'failed', (amount: number, orderId: string, reason: string) => MailInput> = {
  paid: (amount, orderId) => ({
    box: MAIL_BOX.system,
    title: 'Withdrawal paid',
    content: `Your withdrawal of ${pesos(amount)} (order ${orderId}) has been paid to your bank account.`,
  }),
  failed: (amount, orderId, reason) => ({
    box: MAIL_BOX.system,
    title: 'Withdrawal failed',
    content: `The transfer of your withdrawal of ${pesos(amount)} (order ${orderId}) failed${reason ? `: ${reason}` : '.'} The amount is back in your balance.`,
  }),
};
