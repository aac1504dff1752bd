import { FormattedMessage } from 'react-intl';
import { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';

/** The "Loading…" line of a page whose first call is under way. */
export function Loading() {
  return (
    <p role="status" aria-busy="true">
      <FormattedMessage id="app.loading" />
    </p>
  );
}

export interface LoadStatusProps {
  loading: boolean;
  /** The failure to show with its Retry, or nothing while the page is not failed. */
  failure?: ErrorPanelProps | false | null | undefined;
}

/** Where a page says it is loading, or that its first call failed (with Retry). */
export function LoadStatus({ loading, failure }: LoadStatusProps) {
  return (
    <>
      {loading && <Loading />}
      {failure && <ErrorPanel {...failure} />}
    </>
  );
}
