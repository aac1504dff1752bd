import type { ReactNode } from 'react';
import type { PromoArtKind } from '../../machines/activity/promotionCards';
import './promoArt.css';

/*
 * Each promotion's picture, drawn as SVG in the theme's colours (classes of promoArt.css: g gold, d gold-deep,
 * r red, n green, t text, m muted, s surface). Shapes only, no glyphs or emoji, so every phone draws the same.
 * 48 × 48 units on a raised disc.
 */
const MOTIFS: Record<PromoArtKind, ReactNode> = {
  coins: (
    <>
      <ellipse className="d" cx="20" cy="34" rx="11" ry="4" />
      <ellipse className="g" cx="20" cy="31" rx="11" ry="4" />
      <ellipse className="d" cx="20" cy="26" rx="11" ry="4" />
      <ellipse className="g" cx="20" cy="23" rx="11" ry="4" />
      <circle className="d" cx="31" cy="20" r="10" />
      <circle className="g" cx="31" cy="19" r="9" />
      <circle className="d" cx="31" cy="19" r="5.5" />
      <circle className="g" cx="31" cy="19" r="4" />
    </>
  ),
  friends: (
    <>
      <circle className="m" cx="30" cy="17" r="5.5" />
      <path className="m" d="M20 37c0-7 4.5-11 10-11s10 4 10 11z" />
      <circle className="g" cx="19" cy="19" r="6" />
      <path className="g" d="M8 38c0-7.5 5-12 11-12s11 4.5 11 12z" />
    </>
  ),
  card: (
    <>
      <rect className="d" x="8" y="13" width="32" height="22" rx="3" />
      <rect className="g" x="8" y="12" width="32" height="22" rx="3" />
      <rect className="s" x="8" y="17" width="32" height="4" />
      <rect className="d" x="12" y="25" width="7" height="5" rx="1" />
      <rect className="d" x="24" y="27" width="12" height="2" rx="1" />
    </>
  ),
  calendar: (
    <>
      <rect className="t" x="10" y="12" width="28" height="26" rx="3" />
      <rect className="r" x="10" y="12" width="28" height="8" rx="3" />
      <rect className="r" x="10" y="17" width="28" height="3" />
      <rect className="g" x="15" y="9" width="3" height="7" rx="1.5" />
      <rect className="g" x="30" y="9" width="3" height="7" rx="1.5" />
      <path className="n" d="M16 29l4.5 4.5 11-11-2.2-2.2-8.8 8.8-2.3-2.3z" />
    </>
  ),
  lifebuoy: (
    <>
      <circle className="t" cx="24" cy="24" r="14" />
      <path
        className="r"
        d="M24 10a14 14 0 0 1 9.9 4.1L28.2 19.8A6 6 0 0 0 24 18zM38 24a14 14 0 0 1-4.1 9.9l-5.7-5.7A6 6 0 0 0 30 24zM24 38a14 14 0 0 1-9.9-4.1l5.7-5.7A6 6 0 0 0 24 30zM10 24a14 14 0 0 1 4.1-9.9l5.7 5.7A6 6 0 0 0 18 24z"
      />
      <circle className="s" cx="24" cy="24" r="6" />
    </>
  ),
  crown: (
    <>
      <path className="g" d="M9 34l-2-17 10 8 7-12 7 12 10-8-2 17z" />
      <rect className="d" x="9" y="34" width="30" height="4" rx="1" />
      <circle className="r" cx="24" cy="27" r="2.5" />
      <circle className="n" cx="16" cy="29" r="1.8" />
      <circle className="n" cx="32" cy="29" r="1.8" />
    </>
  ),
  packet: (
    <>
      <rect className="r" x="13" y="8" width="22" height="32" rx="3" />
      <path className="d" d="M13 11q11 9 22 0v-0a3 3 0 0 0-3-3H16a3 3 0 0 0-3 3z" />
      <circle className="g" cx="24" cy="19" r="4.5" />
      <rect className="g" x="17" y="30" width="14" height="2" rx="1" />
    </>
  ),
  wheel: (
    <>
      <circle className="d" cx="24" cy="25" r="15" />
      <path
        className="g"
        d="M24 25V11a14 14 0 0 1 9.9 4.1zM24 25h14a14 14 0 0 1-4.1 9.9zM24 25v14a14 14 0 0 1-9.9-4.1zM24 25H10a14 14 0 0 1 4.1-9.9z"
      />
      <path className="r" d="M24 25l9.9-9.9A14 14 0 0 1 38 25zM24 25l-9.9 9.9A14 14 0 0 1 10 25z" />
      <circle className="t" cx="24" cy="25" r="3" />
      <path className="t" d="M20 7h8l-4 7z" />
    </>
  ),
  heart: (
    <>
      <path className="r" d="M24 38S9 29 9 19a7.5 7.5 0 0 1 15-2 7.5 7.5 0 0 1 15 2c0 10-15 19-15 19z" />
      <circle className="t" cx="17" cy="18" r="2.2" />
    </>
  ),
  flame: (
    <>
      <path
        className="r"
        d="M24 40c-8 0-12-6-12-12 0-7 6-10 6-17 5 3 8 7 8 11 2-1 3-3 3-5 4 3 7 7 7 11 0 6-4 12-12 12z"
      />
      <path className="g" d="M24 40c-4 0-6-3-6-6 0-4 4-6 4-10 3 2 5 5 5 7 1-1 2-2 2-3 2 2 1 4 1 6 0 3-2 6-6 6z" />
    </>
  ),
  ladder: (
    <>
      <rect className="m" x="8" y="30" width="6" height="8" rx="1" />
      <rect className="d" x="16" y="24" width="6" height="14" rx="1" />
      <rect className="g" x="24" y="17" width="6" height="21" rx="1" />
      <rect className="g" x="32" y="10" width="6" height="28" rx="1" />
      <path className="n" d="M8 24l8-6 6 3 10-10-2-2h7v7l-2-2-11 12-6-3-8 6z" />
    </>
  ),
  chest: (
    <>
      <path className="d" d="M9 22a8 8 0 0 1 8-8h14a8 8 0 0 1 8 8z" />
      <rect className="d" x="9" y="22" width="30" height="16" rx="2" />
      <rect className="g" x="9" y="21" width="30" height="3" />
      <rect className="g" x="21" y="14" width="6" height="24" />
      <rect className="s" x="22.5" y="24" width="3" height="5" rx="1" />
    </>
  ),
  ticket: (
    <>
      <path className="g" d="M7 15h34v6a3 3 0 0 0 0 6v6H7v-6a3 3 0 0 0 0-6z" transform="rotate(-12 24 24)" />
      <path className="d" d="M29 15.5v17" strokeDasharray="2 2" transform="rotate(-12 24 24)" />
      <circle className="r" cx="18" cy="25" r="4" transform="rotate(-12 24 24)" />
    </>
  ),
  network: (
    <>
      <path className="m stroke" d="M24 14L12 33M24 14l12 19M12 33h24" />
      <circle className="g" cx="24" cy="13" r="6" />
      <circle className="t" cx="12" cy="34" r="5" />
      <circle className="t" cx="36" cy="34" r="5" />
    </>
  ),
  link: (
    <>
      <rect className="g stroke-only" x="8" y="19" width="20" height="10" rx="5" transform="rotate(-30 18 24)" />
      <rect className="t stroke-only" x="20" y="19" width="20" height="10" rx="5" transform="rotate(-30 30 24)" />
    </>
  ),
  tree: (
    <>
      <path className="n" d="M24 10l10 12h-5l8 10H11l8-10h-5z" />
      <rect className="d" x="21" y="32" width="6" height="6" />
      <path className="g" d="M24 4l1.8 3.7 4 .6-2.9 2.8.7 4L24 13.2l-3.6 1.9.7-4-2.9-2.8 4-.6z" />
      <circle className="r" cx="20" cy="24" r="1.6" />
      <circle className="g" cx="28" cy="28" r="1.6" />
    </>
  ),
  firework: (
    <>
      <path
        className="g stroke"
        d="M24 24V8M24 24V40M24 24H8M24 24H40M24 24L13 13M24 24l11 11M24 24l11-11M24 24L13 35"
        strokeDasharray="3 3"
      />
      <circle className="r" cx="24" cy="8" r="2" />
      <circle className="r" cx="24" cy="40" r="2" />
      <circle className="n" cx="8" cy="24" r="2" />
      <circle className="n" cx="40" cy="24" r="2" />
      <circle className="t" cx="24" cy="24" r="3" />
    </>
  ),
  gift: (
    <>
      <rect className="r" x="11" y="21" width="26" height="17" rx="2" />
      <rect className="r" x="9" y="16" width="30" height="6" rx="1.5" />
      <rect className="g" x="21.5" y="16" width="5" height="22" />
      <path className="g" d="M24 16c-2-6-9-7-9-3s6 3 9 3zm0 0c2-6 9-7 9-3s-6 3-9 3z" />
    </>
  ),
};

/** A promotion's artwork: decorative (the card's heading names the promotion). */
export function PromoArt({ kind }: { kind: PromoArtKind }) {
  return (
    <svg className="promo-art" viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-art={kind}>
      <circle className="promo-art__disc" cx="24" cy="24" r="24" />
      {MOTIFS[kind]}
    </svg>
  );
}
