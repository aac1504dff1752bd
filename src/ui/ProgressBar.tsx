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

/**
 * A measured progress bar (the way to the next VIP level): named, with its value in words for screen readers; the
 * figures beside it are the page's own text.
 */
export function ProgressMeter({
  value,
  max,
  label,
  valueText,
}: {
  value: number;
  max: number;
  label: string;
  valueText: string;
}) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div
      className="progress-meter"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.floor(share * 100)}
      aria-valuetext={valueText}
    >
      <span className="progress-meter__fill" style={{ width: `${share * 100}%` }} />
    </div>
  );
}
