import type { Mail } from '../../../machines/profile/mail.machine';

/** A mail as getMailDetail answers it; a reward mail carries ₱20 unless told otherwise. */
export function mailOf(id: number, overrides: Partial<Mail> = {}): Mail {
  return {
    id,
    box: 1,
    title: `Mail ${id}`,
    content: 'Hello',
    isRead: 1,
    propList: [{ propId: 2001, count: 2_000 }],
    received: 0,
    createTime: 1_795_000_000_000,
    ...overrides,
  };
}
