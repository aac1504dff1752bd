import { useIntl } from 'react-intl';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { BANNER_ADVANCE_MS } from '../../../machines/lobby/bannerCarousel.machine';
import type { ShownBanner } from './shownBanner';
import { TargetLink } from './TargetLink';

/** The banner carousel (lazy chunk): Swiper, looping, auto-advancing every 3 s (spec §9), still under the pointer. */
export default function BannerSwiper({
  banners,
  initialSlide,
  onReady,
}: {
  banners: ShownBanner[];
  initialSlide: number;
  /**
   * Hands the started instance to the banner area, which stops and starts its autoplay on the machine's word
   * (autoplay is always set up, so its pointer listeners are there when Play starts it later).
   */
  onReady(swiper: SwiperInstance): void;
}) {
  const intl = useIntl();
  return (
    <Swiper
      onSwiper={onReady}
      modules={[Autoplay, Pagination]}
      loop
      // Each slide's width comes from CSS: the whole column on the phone, a share of the row on desktop.
      slidesPerView="auto"
      initialSlide={initialSlide}
      // A pointer over the banners holds them still, so a click lands on the slide it aimed at (issue 22).
      autoplay={{ delay: BANNER_ADVANCE_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
      className="home-banners__swiper"
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
