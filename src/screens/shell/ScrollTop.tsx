import { useIntl } from 'react-intl';
import { prefersReducedMotion } from '../../platform/display/motion';
import { useScrolledPast } from '../../platform/react/useScrolledPast';
import { Icon } from '../../ui/Icon';

/** Scrolled further than this, the home shows the scroll-to-top button (spec §2, §9). */
export const SCROLL_TOP_AFTER_PX = 100;

/** The home's scroll-to-top button (spec §2): appears once the main area is scrolled more than 100 px. */
export function ScrollTop() {
  const intl = useIntl();
  const visible = useScrolledPast(SCROLL_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={intl.formatMessage({ id: 'shell.scrollTop' })}
      // Reduced motion: a jump to the top instead of a glide.
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })}
    >
      <Icon name="top" />
    </button>
  );
}
