import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bigWinTickerMachine } from '../../../machines/lobby/bigWinTicker.machine';
import { maskPhone } from '../../../machines/lobby/homeContent';
import { isMoving, shownBigWin, tickerLoading } from '../../../machines/lobby/homeFeeds.selectors';
import { gameMap } from '../../../machines/session/session.selectors';
import { prefersReducedMotion } from '../../platform/display/motion';
import { formatMoney } from '../../ui/Money';
import { PlayPauseButton } from '../../ui/PlayPauseButton';
import { SessionContext } from '../shared/sessionContext';

/** The big-win ticker (spec §2, §9): masked phone, game, amount, 12-hour time; the next win every 2.5 s until paused. */
export function BigWinTicker() {
  const intl = useIntl();
  const actor = useActorRef(bigWinTickerMachine, { input: { reducedMotion: prefersReducedMotion() } });
  const rotating = useSelector(actor, isMoving);
  const entry = useSelector(actor, shownBigWin);
  const loading = useSelector(actor, tickerLoading);
  const games = SessionContext.useSelector((snapshot) => gameMap(snapshot.context));
  const title = intl.formatMessage({ id: 'lobby.bigWins' });
  // The box keeps its place while loading and when there is no win to show: nothing below it moves (CLS).
  if (!entry) {
    return loading ? (
      <div className="big-wins big-wins--placeholder" />
    ) : (
      <section className="big-wins" aria-label={title}>
        <p className="big-wins__entry">
          <FormattedMessage id="lobby.bigWins.none" />
        </p>
      </section>
    );
  }
  const text = intl.formatMessage(
    { id: 'lobby.bigWin' },
    {
      phone: maskPhone(entry.phone),
      game: games.get(entry.gameId)?.name ?? `#${entry.gameId}`,
      // Money in hundredths (spec §9).
      amount: formatMoney(intl, entry.amount),
      time: intl.formatTime(entry.timestamp, { hour: 'numeric', minute: '2-digit', hour12: true }),
    },
  );
  return (
    <section className="big-wins" aria-label={title}>
      <PlayPauseButton
        playing={rotating}
        what={title.toLowerCase()}
        onPause={() => actor.send({ type: 'PAUSE' })}
        onPlay={() => actor.send({ type: 'PLAY' })}
      />
      <p className="big-wins__entry" aria-live="off" data-testid="big-win" key={`${entry.timestamp}-${entry.gameId}`}>
        {text}
      </p>
    </section>
  );
}
