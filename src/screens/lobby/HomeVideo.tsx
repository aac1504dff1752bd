import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { activityFactsOf, clickTargetOf, pickHomeVideo } from '../../../machines/lobby/homeContent';
import { shellPicture } from '../../platform/startup/bootShell';
import { session } from '../../platform/storage/storage';
import { resourceUrl } from '../../ui/gameBadge';
import { SessionContext } from '../shared/sessionContext';
import { TargetLink } from './TargetLink';

/**
 * The home promotional video (spec §4 selection rules; lazy module). The video file loads only when the player
 * presses play (`preload="none"`, the cover as poster); its click target is a link under it.
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
  if (!video) return null;
  const target = clickTargetOf(video);
  return (
    <section className="home-video" aria-label={intl.formatMessage({ id: 'lobby.video' })} data-video-id={video.id}>
      <video
        className="home-video__player"
        poster={shellPicture(resourceUrl(base, video.coverImg))}
        src={resourceUrl(base, video.path)}
        preload="none"
        controls
        playsInline
        muted
        width={750}
        height={420}
      />
      {target && (
        <TargetLink target={target} className="home-video__more">
          <FormattedMessage id="lobby.video.more" />
        </TargetLink>
      )}
    </section>
  );
}
