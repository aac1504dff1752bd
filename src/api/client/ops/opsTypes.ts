/** What the /ops-api calls answer (server/ops/*), as the back office reads them. */
export type StaffRole = 'support' | 'finance' | 'admin';

export interface StaffView {
  id: number;
  username: string;
  role: StaffRole;
}

export interface LoginAnswer {
  token: string;
  staff: StaffView;
}

export interface WithdrawalItem {
  orderId: string;
  userId: number;
  account: string;
  amount: number;
  bankName: string;
  accountName: string;
  createdAt: number;
  needsSecondApprover: boolean;
  approvedBy: string[];
}

export type ApproveOutcome = 'approved' | 'awaitingSecond';

export interface KycItem {
  userId: number;
  account: string;
  realName: string;
  birthDate: string;
  documentType: string;
  submittedAt: number;
}

export type KycVerdict = 'approved' | 'rejected' | 'resubmit';
