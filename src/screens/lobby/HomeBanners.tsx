import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Swiper as SwiperInstance } from 'swiper';
import { bannerCarouselMachine } from '../../../machines/lobby/bannerCarousel.machine';
import { clickTargetOf, offerFactsOf, visibleBanners } from '../../../machines/lobby/homeContent';
import { carouselRunning, isMoving } from '../../../machines/lobby/homeFeeds.selectors';
import { isDesktopLayout } from '../../platform/display/layout';
import { prefersReducedMotion } from '../../platform/display/motion';
import { useEmitted } from '../../platform/react/useEmitted';
import { useLifecycle } from '../../platform/react/useLifecycle';
import { shellPicture } from '../../platform/startup/bootShell';
import { session } from '../../platform/storage/storage';
import { resourceUrl } from '../../ui/gameBadge';
import { PlayPauseButton } from '../../ui/PlayPauseButton';
import { SessionContext } from '../shared/sessionContext';
import { type ShownBanner, SWIPER_CLASS } from './shownBanner';
import { TargetLink } from './TargetLink';

/** The CSS state of a focus the keyboard moved (a click's focus does not match it). */
const KEYBOARD_FOCUS = ':focus-visible';

/** Swiper and its styles: loaded only when the carousel starts (docs/lobby.md "Home"). */
const BannerSwiper = lazy(() => import('./BannerSwiper'));

/**
 * The banner area (spec §2, §5): banners by sort without the hidden ones; the first one shows at once as a plain
 * image, the carousel takes over after 3 s or on the first touch (machines/lobby/bannerCarousel.machine.ts).
 */
export function HomeBanners() {
  const intl = useIntl();
  const all = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appLobbyAdConfigList);
  const base = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.gameResourceUrl ?? '');
  const mobile = SessionContext.useSelector((snapshot) => snapshot.context.user?.mobile ?? '');
  const activityIds = SessionContext.useSelector((snapshot) => snapshot.context.activityIds);
  // The session's activity data, reloaded after a purchase or a claim (an offer taken leaves the banners then).
  const activity = SessionContext.useSelector((snapshot) => snapshot.context.activity);
  const banners = useMemo(() => {
    // activityIds changes with every login/logout, which is when the stored activity data changes.
    void activityIds;
    // The session's data, else the stored copy (a returning player before the login info answers): the persistence
    // writes the session's to storage on the step that changes it, so both are the same data when both are there.
    const { activityNames, taken } = offerFactsOf(activity ?? session.get('activityData'));
    const viewer = {
      hasMobile: mobile !== '',
      activityNames,
      layout: isDesktopLayout() ? ('desktop' as const) : ('phone' as const),
      taken,
    };
    return visibleBanners(all ?? [], viewer).map((b) => ({
      ...b,
      src: shellPicture(resourceUrl(base, b.imgUrl2)),
      target: clickTargetOf(b),
    }));
  }, [all, base, mobile, activityIds, activity]);
  if (banners.length === 0) return null;
  return <Banners banners={banners} label={intl.formatMessage({ id: 'lobby.banners' })} />;
}

function Banners({ banners, label }: { banners: ShownBanner[]; label: string }) {
  const intl = useIntl();
  const carousel = useActorRef(bannerCarouselMachine, {
    input: { count: banners.length, reducedMotion: prefersReducedMotion() },
  });
  // A new list (the start-up answer after the stored config painted, an offer taken) keeps the area as it is: a
  // carousel the player started stays, counting the new list.
  useLifecycle(() => {
    carousel.send({ type: 'COUNT.CHANGE', count: banners.length });
    return undefined;
  }, [carousel, banners.length]);
  const running = useSelector(carousel, carouselRunning);
  const turning = useSelector(carousel, isMoving);
  const swiper = useRef<SwiperInstance | null>(null);
  // The chart's 3 s timer moves the carousel (Swiper's own autoplay runs a frame loop while it plays).
  useEmitted(carousel, 'advance', () => swiper.current?.slideNext());
  const startOnNext = useSelector(carousel, (snapshot) => snapshot.context.startOnNext);
  // The first banner, and on desktop two more peeking beside it (hidden by CSS on the phone, so never fetched there).
  const still = banners.slice(0, 3).map((banner, i) => (
    <TargetLink
      key={banner.id}
      target={banner.target}
      className={i ? 'home-banners__slide home-banners__peek' : 'home-banners__slide'}
      label={intl.formatMessage({ id: 'lobby.banner' }, { number: i + 1 })}
    >
      <img
        src={banner.src}
        alt=""
        width={750}
        height={300}
        {...(i ? { loading: 'lazy' as const } : { fetchPriority: 'high' as const })}
      />
    </TargetLink>
  ));
  return (
    <section
      className="home-banners"
      aria-label={label}
      aria-roledescription="carousel"
      // A finger or pen on the banner may be a swipe: start the carousel. Not a mouse: swapping the image for the
      // carousel between its press and its release would swallow the click (the first click would do nothing).
      onPointerDown={(event) => {
        if (event.pointerType !== 'mouse') carousel.send({ type: 'INTERACT' });
      }}
      // A mouse over the slides holds the next advance, so a click lands on the slide it aimed at; over
      // the Play / Pause button beside them it does not.
      onPointerOver={(event) => {
        if (event.pointerType !== 'mouse') return;
        const overSlides = event.target instanceof Element && event.target.closest(`.${SWIPER_CLASS}`) !== null;
        carousel.send({ type: overSlides ? 'POINTER.ENTER' : 'POINTER.LEAVE' });
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') carousel.send({ type: 'POINTER.LEAVE' });
      }}
      // Keyboard focus (focus-visible) starts it too; a mouse press focuses the link as well, and is left alone.
      onFocus={(event) => {
        if (event.target.matches(KEYBOARD_FOCUS)) carousel.send({ type: 'INTERACT' });
      }}
    >
      {running ? (
        <Suspense fallback={still}>
          <BannerSwiper
            banners={banners}
            initialSlide={startOnNext ? 1 : 0}
            onReady={(instance) => {
              swiper.current = instance;
            }}
            onSlid={() => carousel.send({ type: 'SLID' })}
          />
        </Suspense>
      ) : (
        still
      )}
      {running && (
        <PlayPauseButton
          playing={turning}
          what={label.toLowerCase()}
          onPause={() => carousel.send({ type: 'PAUSE' })}
          onPlay={() => carousel.send({ type: 'PLAY' })}
        />
      )}
    </section>
  );
}
