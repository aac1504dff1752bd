import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { RealityCheckMachine } from '../../../machines/lobby/realityCheck.machine';
import {
  minutesPlayed,
  realityCheckShown,
  sessionNet,
  sessionResultFailed,
  sessionResultLoading,
} from '../../../machines/lobby/realityCheck.selectors';
import { gameMessages } from '../../platform/intl/en-PH/game';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { formatMoney } from '../../ui/Money';
import { AreaIntl } from '../shared/AreaIntl';

type RealityCheckRef = ActorRefFrom<RealityCheckMachine>;

/**
 * The reality check over the game (responsible gaming; machines/lobby/realityCheck.machine.ts): nothing while the game
 * plays, the dialog while it is paused. Rendered after the frame, so the frame's `inert` is already gone when the
 * dialog closes and focus can go back into the game.
 */
export function RealityCheck({ check, onStop }: { check: RealityCheckRef | undefined; onStop: () => void }) {
  const shown = useSelector(check, realityCheckShown);
  // Its messages join only here, with the game page's chunk (src/platform/intl/en-PH/game.ts).
  return check && shown ? (
    <AreaIntl messages={gameMessages}>
      <RealityCheckDialog check={check} onStop={onStop} />
    </AreaIntl>
  ) : null;
}

/** The sign the message puts before the amount (the amount itself is formatted unsigned): +, − or none for zero. */
const signOf = (net: number): 'plus' | 'minus' | 'zero' => (net > 0 ? 'plus' : net < 0 ? 'minus' : 'zero');

/** Focus starts on the heading: the player reads the figures first, and no stray Enter plays on. */
const focusHeading = (heading: HTMLHeadingElement | null) => heading?.focus();

/**
 * A modal dialog the player must answer: Escape does nothing (useModalFocus without a close), focus stays inside.
 * Continue closes it and the next check comes a whole interval later; Stop playing leaves the game as the page's
 * Leave button does (`onStop`).
 */
function RealityCheckDialog({ check, onStop }: { check: RealityCheckRef; onStop: () => void }) {
  const intl = useIntl();
  const id = useId();
  const minutes = useSelector(check, minutesPlayed);
  const net = useSelector(check, sessionNet);
  const loading = useSelector(check, sessionResultLoading);
  const failed = useSelector(check, sessionResultFailed);
  const hours = Math.floor(minutes / 60);
  const played =
    hours === 0
      ? intl.formatMessage({ id: 'game.realityCheck.minutes' }, { minutes })
      : intl.formatMessage({ id: 'game.realityCheck.hours' }, { hours, minutes: minutes % 60 });
  const result = failed
    ? intl.formatMessage({ id: 'game.realityCheck.netFailed' })
    : loading || net === null
      ? intl.formatMessage({ id: 'game.realityCheck.netLoading' })
      : intl.formatMessage(
          { id: 'game.realityCheck.net' },
          { sign: signOf(net), net: formatMoney(intl, Math.abs(net)) },
        );
  const stop = () => {
    check.send({ type: 'STOP' });
    onStop();
  };
  return (
    <Dialog
      title={intl.formatMessage({ id: 'game.realityCheck.title' })}
      titleId={`${id}-title`}
      titleRef={focusHeading}
      aria-describedby={`${id}-played ${id}-result`}
      data-testid="reality-check"
    >
      <p id={`${id}-played`}>{played}</p>
      <p id={`${id}-result`} aria-live="polite">
        {result}
      </p>
      <p>{intl.formatMessage({ id: 'game.realityCheck.question' })}</p>
      <div className="dialog__actions">
        <Button onClick={stop}>{intl.formatMessage({ id: 'game.realityCheck.stop' })}</Button>
        <Button variant="primary" onClick={() => check.send({ type: 'CONTINUE' })}>
          {intl.formatMessage({ id: 'game.realityCheck.continue' })}
        </Button>
      </div>
    </Dialog>
  );
}
