import type { RouteObject } from 'react-router-dom';
import { AuditScreen } from '../screens/ops/AuditScreen';
import { ConfigScreen } from '../screens/ops/ConfigScreen';
import { FlaggedScreen } from '../screens/ops/FlaggedScreen';
import { KycReviewScreen } from '../screens/ops/KycReviewScreen';
import { OpsHome } from '../screens/ops/OpsHome';
import { OpsShell } from '../screens/ops/OpsShell';
import { PasswordScreen } from '../screens/ops/PasswordScreen';
import { PlayersScreen } from '../screens/ops/PlayersScreen';
import { StaffScreen } from '../screens/ops/StaffScreen';
import { WithdrawalsScreen } from '../screens/ops/WithdrawalsScreen';

/** The back office's route tree: everything under /ops, behind the staff log-in (OpsShell). */
export const OPS_PATHS = {
  home: '/ops',
  withdrawals: '/ops/withdrawals',
  kyc: '/ops/kyc',
  players: '/ops/players',
  flagged: '/ops/flagged',
  audit: '/ops/audit',
  config: '/ops/config',
  password: '/ops/password',
} as const;

export const opsRoutes: RouteObject[] = [
  {
    path: OPS_PATHS.home,
    element: <OpsShell />,
    children: [
      { index: true, element: <OpsHome /> },
      { path: 'withdrawals', element: <WithdrawalsScreen /> },
      { path: 'kyc', element: <KycReviewScreen /> },
      { path: 'players', element: <PlayersScreen /> },
      { path: 'staff', element: <StaffScreen /> },
      { path: 'flagged', element: <FlaggedScreen /> },
      { path: 'audit', element: <AuditScreen /> },
      { path: 'config', element: <ConfigScreen /> },
      { path: 'password', element: <PasswordScreen /> },
      { path: '*', element: <OpsHome /> },
    ],
  },
];
