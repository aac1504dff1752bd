import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { SessionContext } from '../shared/sessionContext';
import { enterGame, gameFor, leaveGame } from './gameRunner';
import './game.css';
import { hrefOf } from '../../platform/pages';

/** A gameId query value: a positive whole number, else null. */
export function parseGameId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * /start?gameId= (private; spec §2): launches the game (machines/lobby/gameLaunch.machine.ts, owned by ./gameRunner.ts
 * so it outlives the page), shows it full screen in a frame, or the reason it did not open. Leaving the page, by
 * the Leave button or the browser's back button, sends the launch EXIT: it calls exitGame, tells the session
 * GAME.CLOSED and refreshes the balance.
 */
export function Component() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const gameId = parseGameId(params.get('gameId'));
  if (gameId === null) {
    return (
      <div className="game-screen game-screen--message">
        <p role="alert">{intl.formatMessage({ id: 'game.noGame' })}</p>
        <LeaveButton />
      </div>
    );
  }
  return <GameFor gameId={gameId} />;
}

function GameFor({ gameId }: { gameId: number }) {
  const intl = useIntl();
  const session = SessionContext.useActorRef();
  const game = useMemo(() => gameFor(gameId, session), [gameId, session]);
  const state = useSelector(game, (snapshot) => String(snapshot.value));
  const gameUrl = useSelector(game, (snapshot) => snapshot.context.gameUrl);
  const problem = useSelector(game, (snapshot) => snapshot.context.problem);
  // Launch when the page appears, leave when it goes (any way it goes): a stable ref callback with cleanup.
  const lifetime = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      enterGame(game);
      return () => leaveGame(game);
    },
    [game],
  );
  return (
    <div ref={lifetime} className="game-screen" data-state={state}>
      <div className="game-screen__bar">
        <LeaveButton />
      </div>
      {state === 'playing' && gameUrl ? (
        <iframe
          className="game-screen__frame"
          src={gameUrl}
          title={intl.formatMessage({ id: 'game.frame' })}
          allow="fullscreen; autoplay"
        />
      ) : problem ? (
        <div className="game-screen--message">
          <p role="alert">{intl.formatMessage({ id: problem.id }, problem.values)}</p>
          {state === 'failed' && (
            <Button variant="primary" onClick={() => game.send({ type: 'RETRY' })}>
              {intl.formatMessage({ id: 'app.retry' })}
            </Button>
          )}
        </div>
      ) : (
        <p className="game-screen--message" role="status">
          {intl.formatMessage({ id: state === 'starting' ? 'game.opening' : 'game.leaving' })}
        </p>
      )}
    </div>
  );
}

/** Leaves /start the way the browser's back button would (or to the home when the game was opened directly). */
function LeaveButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  const leave = () => {
    if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate(hrefOf({ page: 'home' }), { replace: true });
  };
  return (
    <button type="button" className="game-screen__leave" onClick={leave}>
      ‹ {intl.formatMessage({ id: 'game.leave' })}
    </button>
  );
}
