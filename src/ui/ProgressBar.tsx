import { useIntl } from 'react-intl';

/** Thin bar at the top of the viewport while a navigation is under way (spec §2). */
export function ProgressBar({ active }: { active: boolean }) {
  const intl = useIntl();
  if (!active) return null;
  return (
    <div className="progress-bar" role="progressbar" aria-label={intl.formatMessage({ id: 'app.navigating' })}>
      <span className="progress-bar__fill" />
    </div>
  );
}
