import type { Notice } from '../../../machines/shared/notice';
import { NoticeToast } from '../shared/NoticeToast';

/** The toast area of the auth screens: the newest of the machines' notices, or "please wait" during a call. */
export function AuthToast({ notices, loading }: { notices: ReadonlyArray<Notice | null>; loading: boolean }) {
  const latest = notices.reduce<Notice | null>((a, b) => (b && (!a || b.seq > a.seq) ? b : a), null);
  return <NoticeToast notice={latest} loading={loading} />;
}
