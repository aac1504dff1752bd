import { z } from 'zod/mini';

/**
 * Identity verification state (designed): none submitted, waiting for review, approved, rejected, or resubmit (the
 * identity vendor asks for a new photo of the document). The reason comes with rejected and resubmit.
 * Its own module, imported by the wallet and profile endpoints only: the guest's first screen never loads it.
 */
export const kycStatus = z.enum(['none', 'pending', 'approved', 'rejected', 'resubmit']);
export type KycStatus = z.infer<typeof kycStatus>;
