import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * What the lobby shows everyone: game types, brands and games, banners, notices, videos, support contacts, levels,
 * deposit methods, images, and the key/value settings.
 */

export const gameTypes = pgTable('game_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  status: integer('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  showName: text('show_name').notNull(),
  status: integer('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  icon3: text('icon3').notNull().default(''),
});

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    brandId: integer('brand_id').notNull(),
    typeId: integer('type_id').notNull(),
    platformId: integer('platform_id').notNull(),
    hot: integer('hot').notNull().default(0),
    hotSort: integer('hot_sort').notNull().default(0),
    recent: integer('recent').notNull().default(0),
    showType: integer('show_type').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    maintain: integer('maintain').notNull().default(0),
    brandMaintain: integer('brand_maintain').notNull().default(0),
    icon: text('icon').notNull().default(''),
    /** The provider that serves the game (server/games/registry.ts); only offered providers' games start. */
    providerId: text('provider_id').notNull().default('demo-studio'),
  },
  (t) => [index('games_type_idx').on(t.typeId), index('games_brand_idx').on(t.brandId)],
);

/** Click target columns shared by banners, notices and promo videos: none 0, activity 1, game 2, url 3. */
const clickTarget = () => ({
  clickType: integer('click_type').notNull().default(0),
  clickAction: text('click_action').notNull().default(''),
});

/** Which lobby layout shows a banner: both, or only the phone or only the desktop one. */
export type BannerLayout = 'both' | 'phone' | 'desktop';

/**
 * The home's banners. An operator edits them in /ops (server/ops/content.ts): a banner may be kept to one layout
 * and to a schedule (epoch ms; null is an open end), and players see it only inside it.
 */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey(),
    imgUrl2: text('img_url2').notNull(),
    sort: integer('sort').notNull().default(0),
    ...clickTarget(),
    layout: text('layout').$type<BannerLayout>().notNull().default('both'),
    startsAt: bigint('starts_at', { mode: 'number' }),
    endsAt: bigint('ends_at', { mode: 'number' }),
  },
  (t) => [
    check('banners_layout', sql`${t.layout} IN ('both', 'phone', 'desktop')`),
    check('banners_schedule', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Pictures uploaded for the lobby's content (PNG, JPEG or WebP, checked by their bytes), kept in the database so
 * every instance serves them; they are addressed by their SHA-256, so an address always shows the same picture.
 */
export const contentImages = pgTable(
  'content_images',
  {
    hash: text('hash').primaryKey(),
    mime: text('mime').$type<'image/png' | 'image/jpeg' | 'image/webp'>().notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_images_mime', sql`${t.mime} IN ('image/png', 'image/jpeg', 'image/webp')`),
    check('content_images_size', sql`${t.size} > 0 AND ${t.size} = octet_length(${t.bytes})`),
  ],
);

export const notices = pgTable('notices', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  imgUrl2: text('img_url2').notNull().default(''),
  isH5Pop: integer('is_h5_pop').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  createTime: bigint('create_time', { mode: 'number' }).notNull(),
  ...clickTarget(),
});

/**
 * The home's promotional videos. An operator uploads and edits them in /ops (server/ops/contentVideos.ts); `home`
 * marks the one the operator chose for the home (at most one), shown before the activity rule's choice.
 */
export const promoVideos = pgTable(
  'promo_videos',
  {
    id: integer('id').primaryKey(),
    coverImg: text('cover_img').notNull(),
    path: text('path').notNull(),
    sort: integer('sort').notNull().default(0),
    ...clickTarget(),
    home: boolean('home').notNull().default(false),
  },
  (t) => [uniqueIndex('promo_videos_one_home').on(t.home).where(sql`${t.home}`)],
);

/**
 * Promotional videos uploaded in /ops (WebM or MP4, checked by their bytes), kept in the database so every instance
 * serves them, by byte ranges; addressed by their SHA-256 as the pictures are.
 */
export const contentVideos = pgTable(
  'content_videos',
  {
    hash: text('hash').primaryKey(),
    mime: text('mime').$type<'video/webm' | 'video/mp4'>().notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_videos_mime', sql`${t.mime} IN ('video/webm', 'video/mp4')`),
    check('content_videos_size', sql`${t.size} > 0 AND ${t.size} = octet_length(${t.bytes})`),
  ],
);

export const customerServices = pgTable('customer_services', {
  id: integer('id').primaryKey(),
  nickname: text('nickname').notNull(),
  url: text('url').notNull(),
  isOut: integer('is_out').notNull().default(0),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const userLevelConfigs = pgTable('user_level_configs', {
  level: integer('level').primaryKey(),
  betAmount: bigint('bet_amount', { mode: 'number' }).notNull(),
});

/**
 * Deposit channels. An admin turns them on and off, orders them and sets their limits and preset amounts in /ops
 * (server/ops/lobbySettings.ts checks every rule); the checks here keep any writer from storing limits a deposit
 * could never meet.
 */
export const rechargeTypes = pgTable(
  'recharge_types',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    iconH5: text('icon_h5').notNull(),
    bankId: integer('bank_id').notNull().default(0),
    /** How the sandbox provider collects: an embedded pay page, a QR code, or a bank transfer. */
    payMode: text('pay_mode').$type<'url' | 'qr' | 'bank'>().notNull().default('url'),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    amounts: jsonb('amounts').$type<number[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    /** 1 on (players see it), 0 off. */
    status: integer('status').notNull().default(1),
  },
  (t) => [
    check('recharge_types_limits', sql`${t.minAmount} > 0 AND ${t.minAmount} <= ${t.maxAmount}`),
    check('recharge_types_status', sql`${t.status} IN (0, 1)`),
    check('recharge_types_amounts', sql`jsonb_typeof(${t.amounts}) = 'array'`),
  ],
);

export const genericImgs = pgTable('generic_imgs', {
  uniqueKey: text('unique_key').primaryKey(),
  img: text('img').notNull(),
});

/** Key/value configuration: web config, scenario switches, RSA key pair, catalogue version. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
