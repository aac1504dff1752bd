import { describe, expect, it } from 'vitest';
import { failedTry } from '../../../machines/shared/failedTry';
import { notice } from '../../../machines/shared/notice';

describe('a failed try', () => {
  it('keeps why and the event that tries again; every failure is a new notice, so a repeat is said again', () => {
    const first = failedTry(notice('common.errorError', 'error'), { type: 'RETRY' as const });
    const second = failedTry(notice('common.errorError', 'error'), { type: 'RETRY' as const });
    expect(first.retry).toEqual({ type: 'RETRY' });
    expect(first.notice.id).toBe('common.errorError');
    expect(second.notice.seq).toBeGreaterThan(first.notice.seq);
  });
});
