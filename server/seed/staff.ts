import type { StaffRole } from '../db/schema';

/**
 * Demo staff for /ops (docs/ops.md), seeded with the demo players and printed at start-up with a current code.
 * Like the demo passwords, these secrets are public: production seeds none of them. Two finance accounts so the
 * second-approver rule can be tried, two admins so a change proposed by one can be approved by the other.
 */
export interface DemoStaff {
  username: string;
  role: StaffRole;
  password: string;
  /** Base32 TOTP secret (type it into an authenticator app, or use the code printed at start-up). */
  totpSecret: string;
  /** The person behind it: each demo account is a different person, so four-eyes can be tried. */
  personId: string;
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    username: 'support',
    role: 'support',
    password: 'Help-Desk-4821',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXA',
    personId: 'DEMO-1',
  },
  {
    username: 'finance',
    role: 'finance',
    password: 'Cash-Desk-7730',
    totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLB',
    personId: 'DEMO-2',
  },
  {
    username: 'finance2',
    role: 'finance',
    password: 'Cash-Desk-7731',
    totpSecret: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LC',
    personId: 'DEMO-3',
  },
  {
    username: 'marketing',
    role: 'marketing',
    password: 'Show-Desk-3304',
    totpSecret: 'ONSWG4TFORZWC3DFONSWG4TFORZWC3DG',
    personId: 'DEMO-6',
  },
  {
    username: 'marketing2',
    role: 'marketing',
    password: 'Show-Desk-3305',
    totpSecret: 'MJQWG23TMVZGC3DFMJQWG23TMVZGC3DH',
    personId: 'DEMO-7',
  },
  {
    username: 'admin',
    role: 'admin',
    password: 'Root-Desk-5519',
    totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJD',
    personId: 'DEMO-4',
  },
  {
    username: 'admin2',
    role: 'admin',
    password: 'Root-Desk-5520',
    totpSecret: 'GMYTEMZUGU3DOOBZGMYTEMZUGU3DOOBA',
    personId: 'DEMO-5',
  },
  {
    username: 'support3',
    role: 'support',
    password: 'Help-Desk-4823',
    totpSecret: 'NQJEBKXB5A2TQE4UAIIMBXNBDI5I7NTA',
    personId: 'DEMO-11',
  },
  {
    username: 'marketing3',
    role: 'marketing',
    password: 'Show-Desk-3306',
    totpSecret: 'ARZ7XG7MA7JZP5IQH2TB4ERCCIFHGQ7Y',
    personId: 'DEMO-8',
  },
  {
    username: 'marketing4',
    role: 'marketing',
    password: 'Show-Desk-3307',
    totpSecret: 'NVQXE23FORUW4ZZUNVQXE23FORUW4ZZK',
    personId: 'DEMO-9',
  },
  {
    // The promotional-video and floating-icons journey's own account (a TOTP code works once per account).
    username: 'marketing5',
    role: 'marketing',
    password: 'Show-Desk-3308',
    totpSecret: '3Y4GGIEY3WLZUUMPG3LVPH2HGQS5ONK6',
    personId: 'DEMO-12',
  },
  {
    // The bonus-cost journey's own account (a TOTP code works once per account).
    username: 'marketing6',
    role: 'marketing',
    password: 'Show-Desk-3309',
    totpSecret: 'UOJB6QBXYIVLTTIQRL7JOAL3LTTSPJRW',
    personId: 'DEMO-13',
  },
  {
    // The back-office layout journey's own account: an admin opens every form page (a TOTP code works once per account).
    username: 'admin3',
    role: 'admin',
    password: 'Root-Desk-5521',
    totpSecret: 'TMHZG5KZCB4VVT7BALQJS3BDSNHFCU6A',
    personId: 'DEMO-14',
  },
  {
    username: 'support2',
    role: 'support',
    password: 'Help-Desk-4822',
    totpSecret: 'UKKTNTEVZ4SIWYYDK633OE4SL5EENRZ6',
    personId: 'DEMO-10',
  },
];
