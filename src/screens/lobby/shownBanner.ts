import type { ClickTarget } from '../../../machines/lobby/homeContent';

/** A banner as the home draws it: its picture and where a tap goes (none: a picture only). */
export interface ShownBanner {
  id: number;
  src: string;
  target: ClickTarget | undefined;
}

/** The carousel's own element (its slides, not the Play / Pause button beside them): its class. */
export const SWIPER_CLASS = 'home-banners__swiper';
