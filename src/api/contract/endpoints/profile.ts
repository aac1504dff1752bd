import { z } from 'zod/mini';
import { chatThread } from '../chat';
import { empty, endpoint, id, isBase64, KYC_IMAGE_MAX_BYTES, list, text } from '../define';
import { encryptedSecret, pageOf, pageRequest, propItem, userInfo } from '../entities';
import { kycStatus } from '../kyc';
import { DETAILS_MAX, PROFILE_ERRCODE } from '../profileErrcodes';

/** Mail box number (designed): the three boxes counted by red0, red1 and red2. */
const mailBox = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** One mail (designed). propList holds the attached rewards; received 1 once they are taken. */
export const mail = z.object({
  id,
  box: mailBox,
  title: text(120),
  content: text(4000),
  isRead: z.int(),
  propList: list(propItem, 20),
  received: z.int(),
  createTime: z.int(),
});

/**
 * Extra personal details of a player (designed; userInfo.hasUserOther says whether they exist). birthDate is the one
 * given at sign-up ('' when there is none): the details never change it (docs/profile.md).
 */
export const appUserOther = z.object({
  realName: text(DETAILS_MAX.realName),
  email: text(DETAILS_MAX.email),
  birthDate: text(10),
  address: text(DETAILS_MAX.address),
});

/** Largest KYC image: 2 MiB of file (safe uploads), which is 2,796,204 characters of base64. */
const KYC_IMAGE_MAX_CHARS = Math.ceil(KYC_IMAGE_MAX_BYTES / 3) * 4;

const isoDate = z.string().check(z.maxLength(10), z.regex(/^\d{4}-\d{2}-\d{2}$/), z.describe('YYYY-MM-DD'));

/** Tasks, mail and profile calls (spec §7). */
export const profile = {
  getTaskUser: endpoint({
    path: '/app/v1/getTaskUser',
    access: 'token',
    shape: 'spec',
    summary: 'Task progress: achieveData and taskData are JSON text (taskData key 105 = first recharge done).',
    request: empty,
    data: z.object({
      achieveNum: z.int(),
      achieveData: text(20_000),
      taskData: text(20_000),
      canReceiveTaskAward: z.boolean(),
    }),
  }),
  getMail2: endpoint({
    path: '/app/v1/getMail2',
    access: 'token',
    shape: 'designed',
    summary: 'One page of mail, newest first; box filters to one of the three boxes.',
    request: z.object({ ...pageRequest, box: z.optional(mailBox) }),
    data: z.object(pageOf(mail)),
  }),
  getMailDetail: endpoint({
    path: '/app/v1/getMailDetail',
    access: 'token',
    shape: 'designed',
    summary: 'One mail; reading it marks it read.',
    request: z.object({ id }),
    data: z.object({ mail }),
  }),
  receiveMail: endpoint({
    path: '/app/v1/receiveMail',
    access: 'token',
    shape: 'designed',
    summary: 'Takes the rewards attached to a mail; answers what was paid.',
    request: z.object({ id }),
    data: z.object({ mail, propList: list(propItem, 20) }),
  }),
  delMail: endpoint({
    path: '/app/v1/delMail',
    access: 'token',
    shape: 'designed',
    summary: 'Deletes mails by id (at most 100 at once).',
    request: z.object({ ids: list(id, 100).check(z.minLength(1)) }),
    data: z.object({ deleted: z.int() }),
  }),
  receiveTaskAward: endpoint({
    path: '/app/v1/receiveTaskAward',
    access: 'token',
    shape: 'designed',
    summary: 'Takes the award of one done task (once; a daily task once per Manila day); answers what was paid.',
    request: z.object({ taskKey: id }),
    data: z.object({ propList: list(propItem, 20) }),
  }),
  taskVisit: endpoint({
    path: '/app/v1/taskVisit',
    access: 'token',
    shape: 'designed',
    summary: 'Marks a follow task done as the app opens its page (the server cannot see the follow itself).',
    request: z.object({ taskKey: id }),
    data: z.object({}),
  }),
  modifyPassword: endpoint({
    path: '/app/v1/modifyPassword',
    access: 'token',
    shape: 'designed',
    summary: 'Changes the login password; old and new are RSA-encrypted like login. Other sessions end.',
    request: z.object({ oldPassword: encryptedSecret, password: encryptedSecret }),
    data: empty,
  }),
  chatThread: endpoint({
    path: '/app/v1/chat/thread',
    access: 'token',
    shape: 'designed',
    summary: "The player's customer-service chat: the open conversation (else the newest closed one) and its messages.",
    request: empty,
    data: chatThread,
  }),
  chatSend: endpoint({
    path: '/app/v1/chat/send',
    access: 'token',
    shape: 'designed',
    summary: 'Sends a message to support (opening a conversation when none is open); answers the thread.',
    // The wire allows a little more than the rule so a long message gets its own errcode (5061), not 9002.
    request: z.object({ body: text(2_000) }),
    data: chatThread,
  }),
  chatTyping: endpoint({
    path: '/app/v1/chat/typing',
    access: 'token',
    shape: 'designed',
    summary: "The player is typing: support's console says so (throttled to one signal every 2 s per conversation).",
    request: empty,
    data: z.object({ told: z.boolean() }),
  }),
  hasMailUnread: endpoint({
    path: '/app/v1/hasMailUnread',
    access: 'token',
    shape: 'spec',
    summary: 'Unread counts of the three mail boxes (red dot on the menu).',
    request: empty,
    data: z.object({ red0: z.int(), red1: z.int(), red2: z.int() }),
  }),
  agentFill: endpoint({
    path: '/app/v1/agentFill',
    access: 'token',
    shape: 'spec',
    summary: 'Sets the superior (pid); only when none is set yet.',
    request: z.object({ pid: id }),
    data: z.object({ pid: id }),
  }),
  updateProfile: endpoint({
    path: '/app/v1/updateProfile',
    access: 'token',
    shape: 'designed',
    summary: 'Changes nickname and/or avatar index; answers the updated user.',
    request: z.object({
      nickname: z.optional(text(60).check(z.minLength(1))),
      avatar: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
    }),
    data: z.object({ user: userInfo }),
  }),
  safeboxPasswordInit: endpoint({
    path: '/app/v1/safeboxPasswordInit',
    access: 'token',
    shape: 'designed',
    summary: 'Sets the first safe password (encrypted); refused when one exists.',
    request: z.object({ password: encryptedSecret }),
    data: z.object({ hasSafeboxPassword: z.int() }),
  }),
  modifySafePassword: endpoint({
    path: '/app/v1/modifySafePassword',
    access: 'token',
    shape: 'designed',
    summary: 'Changes the safe password; both old and new are encrypted.',
    request: z.object({ oldPassword: encryptedSecret, password: encryptedSecret }),
    data: empty,
  }),
  uploadKyc: endpoint({
    path: '/app/v1/uploadKyc',
    access: 'token',
    shape: 'designed',
    summary:
      'Uploads one identity-document image (base64, at most 2 MiB of file, checked by content); answers a fileId for addKyc.',
    request: z.object({
      image: z
        .string()
        .check(
          z.minLength(4),
          z.maxLength(KYC_IMAGE_MAX_CHARS),
          z.refine(isBase64, 'must be base64'),
          z.describe('base64'),
        ),
      mimeType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
    }),
    data: z.object({ fileId: text(64) }),
    // The base64 image plus the other fields and the common ones.
    maxBodyBytes: KYC_IMAGE_MAX_CHARS + 4096,
  }),
  addKyc: endpoint({
    path: '/app/v1/addKyc',
    access: 'token',
    shape: 'designed',
    summary: 'Submits identity verification: document type, name, birth date and the uploaded image.',
    request: z.object({
      documentType: z.enum(['passport', 'driversLicense', 'umid', 'philId', 'sss', 'prc', 'postal']),
      realName: text(120).check(z.minLength(1)),
      birthDate: isoDate,
      fileId: text(64).check(z.minLength(1)),
    }),
    data: z.object({ status: kycStatus }),
  }),
  kyc: endpoint({
    path: '/app/v1/kyc',
    access: 'token',
    shape: 'designed',
    summary: 'Verification state; reason says why it was rejected; dueTime is when KYC becomes required (ms).',
    request: empty,
    data: z.object({ status: kycStatus, reason: z.nullable(text(300)), dueTime: z.nullable(z.int()) }),
  }),
  shortUrl: endpoint({
    path: '/app/v1/shortUrl',
    access: 'token',
    shape: 'designed',
    summary: "Invite share link carrying the inviter's code, account id and the share source.",
    request: z.object({ source: text(40).check(z.minLength(1)) }),
    data: z.object({ url: text(300), inviteCode: text(40), uid: id, source: text(40) }),
  }),
  appUserOther: endpoint({
    path: '/app/v1/appUserOther',
    access: 'token',
    shape: 'designed',
    summary: 'Extra personal details (null until filled in) and the date of birth given at sign-up (null: none).',
    request: empty,
    data: z.object({ appUserOther: z.nullable(appUserOther), birthDate: z.nullable(text(10)) }),
  }),
  updateAppUserOther: endpoint({
    path: '/app/v1/updateAppUserOther',
    access: 'token',
    shape: 'designed',
    summary:
      'Saves the extra personal details. birthDate, when given, must be the one given at sign-up (5053): it is kept, never changed.',
    request: z.object({
      realName: text(DETAILS_MAX.realName).check(z.minLength(1)),
      email: z.optional(z.email().check(z.maxLength(DETAILS_MAX.email))),
      birthDate: z.optional(isoDate),
      address: z.optional(text(DETAILS_MAX.address)),
    }),
    fieldErrcodes: {
      realName: PROFILE_ERRCODE.detailsRealName,
      email: PROFILE_ERRCODE.detailsEmail,
      birthDate: PROFILE_ERRCODE.detailsBirthDate,
    },
    data: z.object({ appUserOther }),
  }),
};
