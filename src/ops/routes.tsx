import type { RouteObject } from 'react-router-dom';
import { AuditScreen } from '../screens/ops/AuditScreen';
import { BonusCostScreen } from '../screens/ops/BonusCostScreen';
import { ChangesScreen } from '../screens/ops/ChangesScreen';
import { ChatScreen } from '../screens/ops/ChatScreen';
import { ConfigScreen } from '../screens/ops/ConfigScreen';
import { ContentScreen } from '../screens/ops/ContentScreen';
import { ExclusionsScreen } from '../screens/ops/ExclusionsScreen';
import { FlaggedScreen } from '../screens/ops/FlaggedScreen';
import { GamesScreen } from '../screens/ops/GamesScreen';
import { JobsScreen } from '../screens/ops/JobsScreen';
import { KycReviewScreen } from '../screens/ops/KycReviewScreen';
import { LobbySettingsScreen } from '../screens/ops/LobbySettingsScreen';
import { MailCampaignsScreen } from '../screens/ops/MailCampaignsScreen';
import { OpsHome } from '../screens/ops/OpsHome';
import { OpsShell } from '../screens/ops/OpsShell';
import { PasswordScreen } from '../screens/ops/PasswordScreen';
import { PlayersScreen } from '../screens/ops/PlayersScreen';
import { PromotionsScreen } from '../screens/ops/PromotionsScreen';
import { ReconciliationScreen } from '../screens/ops/ReconciliationScreen';
import { ReportsScreen } from '../screens/ops/ReportsScreen';
import { RoleGate } from '../screens/ops/RoleGate';
import { StaffScreen } from '../screens/ops/StaffScreen';
import { WithdrawalsScreen } from '../screens/ops/WithdrawalsScreen';

/** The back office's route tree: everything under /ops, behind the staff log-in (OpsShell). */
export const OPS_PATHS = {
  home: '/ops',
  withdrawals: '/ops/withdrawals',
  kyc: '/ops/kyc',
  players: '/ops/players',
  staff: '/ops/staff',
  flagged: '/ops/flagged',
  audit: '/ops/audit',
  config: '/ops/config',
  lobbySettings: '/ops/lobby-settings',
  promotions: '/ops/promotions',
  changes: '/ops/changes',
  mail: '/ops/mail',
  content: '/ops/content',
  exclusions: '/ops/exclusions',
  games: '/ops/games',
  jobs: '/ops/jobs',
  password: '/ops/password',
  reports: '/ops/reports',
  bonusCost: '/ops/bonus-cost',
  reconciliation: '/ops/reconciliation',
  chat: '/ops/chat',
} as const;

export const opsRoutes: RouteObject[] = [
  {
    path: OPS_PATHS.home,
    element: <OpsShell />,
    children: [
      { index: true, element: <OpsHome /> },
      { path: 'withdrawals', element: <RoleGate path={OPS_PATHS.withdrawals} page={WithdrawalsScreen} /> },
      { path: 'kyc', element: <RoleGate path={OPS_PATHS.kyc} page={KycReviewScreen} /> },
      { path: 'players', element: <PlayersScreen /> },
      { path: 'staff', element: <RoleGate path={OPS_PATHS.staff} page={StaffScreen} /> },
      { path: 'flagged', element: <RoleGate path={OPS_PATHS.flagged} page={FlaggedScreen} /> },
      { path: 'audit', element: <RoleGate path={OPS_PATHS.audit} page={AuditScreen} /> },
      { path: 'config', element: <RoleGate path={OPS_PATHS.config} page={ConfigScreen} /> },
      { path: 'lobby-settings', element: <RoleGate path={OPS_PATHS.lobbySettings} page={LobbySettingsScreen} /> },
      { path: 'promotions', element: <RoleGate path={OPS_PATHS.promotions} page={PromotionsScreen} /> },
      { path: 'changes', element: <RoleGate path={OPS_PATHS.changes} page={ChangesScreen} /> },
      { path: 'mail', element: <RoleGate path={OPS_PATHS.mail} page={MailCampaignsScreen} /> },
      { path: 'content', element: <RoleGate path={OPS_PATHS.content} page={ContentScreen} /> },
      { path: 'exclusions', element: <RoleGate path={OPS_PATHS.exclusions} page={ExclusionsScreen} /> },
      { path: 'games', element: <RoleGate path={OPS_PATHS.games} page={GamesScreen} /> },
      { path: 'jobs', element: <RoleGate path={OPS_PATHS.jobs} page={JobsScreen} /> },
      { path: 'password', element: <RoleGate path={OPS_PATHS.password} page={PasswordScreen} /> },
      { path: 'reports', element: <RoleGate path={OPS_PATHS.reports} page={ReportsScreen} /> },
      { path: 'bonus-cost', element: <RoleGate path={OPS_PATHS.bonusCost} page={BonusCostScreen} /> },
      {
        path: 'reconciliation',
        element: <RoleGate path={OPS_PATHS.reconciliation} page={ReconciliationScreen} />,
      },
      { path: 'chat', element: <RoleGate path={OPS_PATHS.chat} page={ChatScreen} /> },
      { path: '*', element: <OpsHome /> },
    ],
  },
];
