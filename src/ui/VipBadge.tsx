import { useIntl } from 'react-intl';
import { vipTierOf } from '../../machines/profile/vipProgress';
import './vipBadge.css';

/**
 * A VIP level as a badge: a shield in its tier's colour (every two levels a metal: bronze, silver, gold, then
 * diamond) with the level's number. Its name is "VIP n": the colour only repeats what the number says.
 */
export function VipBadge({
  level,
  size = 'md',
  decorative = false,
}: {
  level: number;
  size?: 'sm' | 'md';
  /** Beside text that already says "VIP n": hidden from screen readers, so the level is not read twice. */
  decorative?: boolean;
}) {
  const intl = useIntl();
  const shapes = (
    <>
      <path className="vip-badge__rim" d="M20 1l18 6v13c0 11-7.5 19-18 23C9.5 39 2 31 2 20V7z" />
      <path className="vip-badge__face" d="M20 5l14 4.7V20c0 8.8-5.8 15.3-14 18.7C11.8 35.3 6 28.8 6 20V9.7z" />
      <path className="vip-badge__crown" d="M12 14l2.5-5 3 3L20 7l2.5 5 3-3 2.5 5z" />
      <text className="vip-badge__level" x="20" y="31" textAnchor="middle">
        {level}
      </text>
    </>
  );
  const common = { className: `vip-badge vip-badge--${size}`, viewBox: '0 0 40 44', 'data-tier': vipTierOf(level) };
  return decorative ? (
    <svg {...common} aria-hidden="true" focusable="false">
      {shapes}
    </svg>
  ) : (
    <svg {...common} role="img" aria-label={intl.formatMessage({ id: 'profile.vip.value' }, { level })}>
      {shapes}
    </svg>
  );
}
