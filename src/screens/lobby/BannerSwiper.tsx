import { useIntl } from 'react-intl';
import type { Swiper as SwiperInstance } from 'swiper';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { type ShownBanner, SWIPER_CLASS } from './shownBanner';
import { TargetLink } from './TargetLink';

/**
 * The banner carousel (lazy chunk): Swiper, looping, swiped or moved by its pagination. The 3 s advance (spec §9) is
 * the banner chart's (machines/lobby/bannerCarousel.machine.ts), which the banner area turns into `slideNext()`.
 */
export default function BannerSwiper({
  banners,
  initialSlide,
  onReady,
  onSlid,
}: {
  banners: ShownBanner[];
  initialSlide: number;
  /** Hands the started instance to the banner area, which moves it on the chart's word. */
  onReady(swiper: SwiperInstance): void;
  /** Another slide shows (a swipe, a dot, an advance): the chart restarts its 3 s. */
  onSlid(): void;
}) {
  const intl = useIntl();
  return (
    <Swiper
      onSwiper={onReady}
      modules={[Pagination]}
      loop
      // Each slide's width comes from CSS: the whole column on the phone, a share of the row on desktop.
      slidesPerView="auto"
      initialSlide={initialSlide}
      onSlideChange={onSlid}
      pagination={{ clickable: true }}
      className={SWIPER_CLASS}
    >
      {banners.map((banner, i) => (
        <SwiperSlide key={banner.id}>
          <TargetLink
            target={banner.target}
            className="home-banners__slide"
            label={intl.formatMessage({ id: 'lobby.banner' }, { number: i + 1 })}
          >
            <img src={banner.src} alt="" width={750} height={300} loading={i === 0 ? 'eager' : 'lazy'} />
          </TargetLink>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
