import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { activityFactsOf, clickTargetOf, pickHomeVideo } from '../../../machines/lobby/homeContent';
import { homeVideoMachine } from '../../../machines/lobby/homeVideo.machine';
import { videoMoving, videoRunning, videoSources } from '../../../machines/lobby/homeVideo.selectors';
import { prefersReducedMotion } from '../../platform/display/motion';
import { useLifecycle } from '../../platform/react/useLifecycle';
import { shellPicture } from '../../platform/startup/bootShell';
import { session } from '../../platform/storage/storage';
import { resourceUrl } from '../../ui/gameBadge';
import { PlayPauseButton } from '../../ui/PlayPauseButton';
import { SessionContext } from '../shared/sessionContext';
import { TargetLink } from './TargetLink';

/**
 * The home promotional video (spec §4 selection rules; lazy module; docs/design.md "Promotional video"): a muted
 * loop with its cover as poster, WebM and MP4 sources. The video itself is the link to its click target (the call to
 * action is drawn in it), and no browser controls draw over it: its own Pause / Play button sits under it
 * (machines/lobby/homeVideo.machine.ts plays it by itself only when the player has not asked for reduced motion).
 * The file loads only when it plays (`preload="none"`).
 */
export default function HomeVideo() {
  const intl = useIntl();
  const videos = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appPromotionalVideoList);
  const base = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.gameResourceUrl ?? '');
  const activityIds = SessionContext.useSelector((snapshot) => snapshot.context.activityIds);
  const video = useMemo(() => {
    void activityIds; // the stored activity data changes with login and logout, as activityIds does
    return pickHomeVideo(videos ?? [], activityFactsOf(session.get('activityData')));
  }, [videos, activityIds]);
  const actor = useActorRef(homeVideoMachine, { input: { reducedMotion: prefersReducedMotion() } });
  const moving = useSelector(actor, videoMoving);
  const running = useSelector(actor, videoRunning);
  const player = useRef<HTMLVideoElement>(null);
  const path = video?.path;
  // What the machine decided, done by the browser: play the video while it runs, pause it otherwise.
  useLifecycle(() => {
    const element = player.current;
    if (!element || path === undefined) return undefined;
    if (!running) {
      element.pause();
      return undefined;
    }
    // React sets `muted` as a property only; a browser's autoplay rule reads it when play() is called. A browser
    // that plays none of the sources, or refuses a video that plays by itself, rejects: the poster stays, with Play.
    element.muted = true;
    element.play().catch((error: unknown) => {
      // A pause asked for before the play began is no refusal.
      if (!(error instanceof DOMException && error.name === 'AbortError')) actor.send({ type: 'REFUSED' });
    });
    return undefined;
  }, [running, path, actor]);
  if (!video) return null;
  const target = clickTargetOf(video);
  const title = intl.formatMessage({ id: 'lobby.video' });
  return (
    <section className="home-video" aria-label={title} data-video-id={video.id}>
      <TargetLink target={target} className="home-video__link" label={intl.formatMessage({ id: 'lobby.video.more' })}>
        <video
          ref={player}
          key={video.path}
          className="home-video__player"
          poster={shellPicture(resourceUrl(base, video.coverImg))}
          preload="none"
          playsInline
          muted
          loop
          disablePictureInPicture
          disableRemotePlayback
          width={750}
          height={420}
        >
          {videoSources(resourceUrl(base, video.path)).map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      </TargetLink>
      <PlayPauseButton
        playing={moving}
        what={title.toLowerCase()}
        onPause={() => actor.send({ type: 'PAUSE' })}
        onPlay={() => actor.send({ type: 'PLAY' })}
      />
    </section>
  );
}
