import { useIntl } from 'react-intl';
import { Icon } from './Icon';

/**
 * Stops and restarts something that moves by itself (WCAG 2.2.2 Pause, Stop, Hide): the banner carousel, the
 * big-win ticker. Its state is the caller's machine's; the label says what pressing it does, aria-pressed what is.
 */
export function PlayPauseButton({
  playing,
  what,
  onPause,
  onPlay,
}: {
  playing: boolean;
  /** What moves, as the player reads it ("promotions", "big wins"). */
  what: string;
  onPause(): void;
  onPlay(): void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: playing ? 'motion.pause' : 'motion.play' }, { what });
  return (
    <button type="button" className="play-pause" aria-label={label} title={label} onClick={playing ? onPause : onPlay}>
      <Icon name={playing ? 'pause' : 'play'} />
    </button>
  );
}
