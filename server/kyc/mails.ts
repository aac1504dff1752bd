import { MAIL_BOX, type MailInput } from '../player/mail';
import type { KycVerdict } from './vendor';

/** The mail a player gets when the identity vendor decides (designed wording; the reason is the vendor's). */
export const KYC_MAILS: Record<KycVerdict, (reason: string) => MailInput> = {
  approved: () => ({
    box: MAIL_BOX.system,
    title: 'Identity verified',
    content: 'Your identity verification was approved. You can now withdraw from your wallet.',
  }),
  rejected: (reason) => ({
    box: MAIL_BOX.system,
    title: 'Identity verification refused',
    content: `Your identity verification was refused: ${reason} You may submit your documents again from the wallet.`,
  }),
  resubmit: (reason) => ({
    box: MAIL_BOX.system,
    title: 'New document photo needed',
    content: `We could not finish your identity verification: ${reason} Please upload a new photo from the wallet.`,
  }),
};
