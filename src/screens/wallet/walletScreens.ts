import type { ComponentType } from 'react';

type ScreenModule = Promise<{ Component: ComponentType }>;

/**
 * The wallet area's secondary page screens, by page (src/app/routes/screens.ts routes them; the wallets page itself
 * stays direct). One table in a lazy chunk: the guest's first load holds one import for all of them.
 */
export const WALLET_SCREENS = {
  withdrawal: () => import('./WithdrawalScreen'),
  points: () => import('./PointsScreen'),
  records: () => import('./RecordsScreen'),
  walletsPassword: () => import('./WalletPasswordScreen'),
  walletsKyc: () => import('./KycScreen'),
  walletsKycUpload: () => import('./KycUploadScreen'),
} satisfies Record<string, () => ScreenModule>;

export type WalletScreen = keyof typeof WALLET_SCREENS;
