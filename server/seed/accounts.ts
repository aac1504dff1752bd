import { AGENT_COUNT_CHANNEL } from '../../src/api/contract/agent';

/** Demo accounts printed at boot and created by every seed. Passwords are plain here on purpose: they are public. */
export interface DemoAccount {
  account: string;
  password: string;
  /** Login method: phone 1, username 2 (spec §4). */
  accountType: 1 | 2;
  mobile: string;
  nickname: string;
  /** Opening balance in hundredths, credited through the ledger. */
  coin: number;
  /** YYYY-MM-DD: an adult's (registration asks for it: 21 or older in Manila). */
  birthDate: string;
  /**
   * The registration channel: the phone demo player came through the agent-count share link, so a fresh clone shows
   * both agent programmes (AgentCount for them, Agent for `demo`; server/activity/agentChoice.ts).
   */
  channel?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    account: 'demo',
    password: 'Demo1234',
    accountType: 2,
    mobile: '',
    nickname: 'demo',
    coin: 100_000,
    birthDate: '1990-06-15',
  },
  {
    account: '9171234567',
    password: 'Demo1234',
    accountType: 1,
    mobile: '9171234567',
    nickname: 'Player4567',
    coin: 50_000,
    birthDate: '1985-11-02',
    channel: AGENT_COUNT_CHANNEL,
  },
];
