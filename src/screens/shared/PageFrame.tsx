import type { HTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../platform/intl/messages';
import { LoadStatus, type LoadStatusProps } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/PageHeader';

export interface PageFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, Partial<LoadStatusProps> {
  /** The page title in the top bar (with its back button). */
  title: MessageId;
  /** What stands under the title before the loading line or the failure: a toast, an intro. */
  head?: ReactNode;
  children?: ReactNode;
}

/**
 * A stand-alone page: the top bar, what stands under it, "Loading…" or the first call's failure with Retry, and the
 * page's content (the page decides what of it shows while loading). Other attributes go to the `<section>`.
 */
export function PageFrame({ title, head, loading = false, failure, children, ...section }: PageFrameProps) {
  return (
    <section {...section}>
      <PageHeader title={<FormattedMessage id={title} />} />
      {head}
      <LoadStatus loading={loading} failure={failure} />
      {children}
    </section>
  );
}
