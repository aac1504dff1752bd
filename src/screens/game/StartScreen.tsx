import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { realityCheckOf, realityCheckShown } from '../../../machines/lobby/realityCheck.selectors';
import { gameFailed, gameOpening, gamePlaying, launchOf } from '../../../machines/session/game.selectors';
import { isDesktopLayout } from '../../platform/display/layout';
import { stateValueText } from '../../platform/display/stateValueText';
import { gameMessages } from '../../platform/intl/en-PH/game';
import { useLifecycle } from '../../platform/react/useLifecycle';
import { Button } from '../../ui/Button';
import { withAreaIntl } from '../shared/AreaIntl';
import { useSessionChild } from '../shared/sessionChildren';
import './game.css';
import { parseGameId } from '../../api/contract/gameId';
import { hrefOf } from '../../platform/navigation/pages';
import { Icon } from '../../ui/Icon';
import { RealityCheck } from './RealityCheckDialog';

/**
 * /start?gameId= (private; spec §2): asks the session's `game` child (machines/session/game.machine.ts, so the
 * launch outlives the page) to START the game, shows it full screen in a frame, or the reason it did not open.
 * Leaving the page, by the Leave button or the browser's back button, sends LEAVE: the launch calls exitGame,
 * tells the session GAME.CLOSED and refreshes the balance. While the game plays, the reality check
 * (machines/lobby/realityCheck.machine.ts) pauses it under a dialog; the frame and the bar are inert meanwhile,
 * and the dialog's Stop playing leaves as the Leave button does. Its texts come with it (src/platform/intl/en-PH/game.ts).
 */
export const Component = withAreaIntl(gameMessages, StartContent);

function StartContent() {
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
  // The session's lazy `game` child: START loads its code; the launch inside reads as soon as it runs.
  const game = useSessionChild('game');
  const launch = useSelector(useSessionChild('gameHost'), launchOf);
  const check = useSelector(launch, realityCheckOf);
  const value = useSelector(launch, (snapshot) => snapshot?.value ?? 'starting');
  const gameUrl = useSelector(launch, (snapshot) => snapshot?.context.gameUrl ?? null);
  const problem = useSelector(launch, (snapshot) => snapshot?.context.problem ?? null);
  const playing = useSelector(launch, gamePlaying);
  const failed = useSelector(launch, gameFailed);
  const opening = useSelector(launch, gameOpening);
  const paused = useSelector(check, realityCheckShown);
  const leave = useLeaveGame();
  // START when the page appears, LEAVE when it goes (any way it goes).
  useLifecycle(() => {
    if (!game) return;
    // The game opens in the language and the layout the lobby shows.
    game.send({
      type: 'START',
      gameId,
      language: intl.locale === 'fil-PH' ? 'fil-PH' : 'en-PH',
      device: isDesktopLayout() ? 'desktop' : 'mobile',
    });
    return () => game.send({ type: 'LEAVE' });
  }, [game, gameId, intl.locale]);
  return (
    <div className="game-screen" data-state={stateValueText(value)}>
      <div className="game-screen__bar" inert={paused}>
        <LeaveButton />
      </div>
      {playing && gameUrl ? (
        <iframe
          className="game-screen__frame"
          src={gameUrl}
          title={intl.formatMessage({ id: 'game.frame' })}
          allow="fullscreen; autoplay"
          inert={paused}
        />
      ) : problem ? (
        <div className="game-screen--message">
          <p role="alert">{intl.formatMessage({ id: problem.id }, problem.values)}</p>
          {failed && (
            <Button variant="primary" onClick={() => game?.send({ type: 'RETRY' })}>
              {intl.formatMessage({ id: 'app.retry' })}
            </Button>
          )}
        </div>
      ) : (
        <p className="game-screen--message" role="status">
          {intl.formatMessage({ id: opening ? 'game.opening' : 'game.leaving' })}
        </p>
      )}
      <RealityCheck check={check} onStop={leave} />
    </div>
  );
}

/** Leaves /start the way the browser's back button would (or to the home when the game was opened directly). */
function useLeaveGame(): () => void {
  const navigate = useNavigate();
  return () => {
    if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate(hrefOf({ page: 'home' }), { replace: true });
  };
}

/** The bar's Leave: the page goes, and its going sends LEAVE (the reality check's Stop playing does the same). */
function LeaveButton() {
  const intl = useIntl();
  const leave = useLeaveGame();
  return (
    <button type="button" className="game-screen__leave" onClick={leave}>
      <Icon name="back" /> {intl.formatMessage({ id: 'game.leave' })}
    </button>
  );
}
