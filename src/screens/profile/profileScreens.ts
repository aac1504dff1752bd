import type { ComponentType } from 'react';

type ScreenModule = Promise<{ Component: ComponentType }>;

/**
 * The profile area's secondary page screens, by page (src/app/routes/screens.ts routes them; the profile page and
 * the tasks stay direct). One table in a lazy chunk: the guest's first load holds one import for all of them.
 */
export const PROFILE_SCREENS = {
  profileEmail: () => import('./MailScreen'),
  profileVip: () => import('./VipScreen'),
  profileSuperior: () => import('./SuperiorScreen'),
  profileMore: () => import('./MoreScreen'),
  profileLicense: () => import('./LicenseScreen'),
  profileAgree: () => import('./AgreementScreen'),
  profileLimits: () => import('./LimitsScreen'),
  profileBreak: () => import('./BreakScreen'),
  profileHistory: () => import('./HistoryScreen'),
  about: () => import('./AboutScreen'),
  service: () => import('./ServiceScreen'),
} satisfies Record<string, () => ScreenModule>;

export type ProfileScreen = keyof typeof PROFILE_SCREENS;
