import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { type ErrorText, errorMessage } from '../../src/api/client/errorMessage';
import { isApiError } from '../../src/api/client/errors';
import type { DataOf } from '../../src/api/contract/map';
import { matchPath, type PageName } from '../../src/api/contract/pages';
import {
  chromeIntentUrl,
  currentHref,
  type InstallContext,
  installContext,
  leaveTo,
} from '../../src/platform/pwa/installContext';
import { local } from '../../src/platform/storage/storage';
import { byEvent } from '../shared/actorEvents';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { BalanceEvent, NavigateRequest, SessionRef } from '../shared/protocol';

/**
 * The prompts (spec §2 Prompts, §4 age popup, download hint, force update; docs/promotions.md), a child of the
 * session (systemId 'prompts') for guests and players. One prompt at a time, in this priority:
 *
 * 1. age notice — green mode (or every mode, when the operator says so: CONFIG's ageNotice), until accepted
 *    (remembered); never drawn on the terms and privacy pages (the
 *    component checks the path, so reading the terms from its link does not dismiss it);
 * 2. force-update popup — a mobile browser (never a desktop: only a phone can act on it), the player has deposited
 *    (totalRecharge > 0) and the rechargeUpdate flag is set (a deposit finished in this browser); offers the app and
 *    its ₱20 bonus. The update is taken when the app runs installed (standalone display mode: the home-screen web
 *    app, or the Android app that wraps it): there, a player who has deposited and has not had the bonus on this
 *    device claims it once (`updateBonus`, before every other prompt but the age notice: appUpdateBonus, paid once
 *    per player by the server) and the result shows: the amount paid, or why not with Retry;
 * 3. Android Chrome prompt — non-green mode, an Android browser that is not Chrome: Open Chrome, Copy, No more
 *    prompts;
 * 4. app-download popup — non-green mode, a mobile browser outside the installed app: at most once per 24 h;
 * 5. iOS add-to-home-screen guide — iOS Safari outside the installed app, once.
 *
 * None of 2–5 is drawn over a form (a download popup over /register would hide the form) or a game being played (the
 * player came to play, and a dialog over the game would pause it for an offer): while such a page is on screen
 * (`holdsPromptsBack`) a due prompt waits in `heldBack`, looking again every HELD_BACK_RECHECK_MS, and is not counted
 * as shown.
 *
 * "No more prompts" persists (uiTips.noMorePrompts) and silences 2–4. Waiting in `idle`, the machine wakes when
 * the 24 h since the last download popup have passed. The session sends CONFIG (mode) and PLAYER (total recharge);
 * the session sends DEPOSITED after a paid deposit (its deposit child reports DEPOSIT.FINISHED to it).
 */

/** The force-update bonus's answer: the award paid and the new coin balance. */
export type UpdateBonusPaid = DataOf<'appUpdateBonus'>;

/** Activity errcodes the bonus claim answers without a failure to show (server/activity/updateBonus.ts). */
const BONUS_ALREADY_PAID = 1004;
const BONUS_DEPOSIT_FIRST = 1007;

/** The uiTips flag that this player's bonus is settled on this device (paid, here or on another device). */
export const bonusTip = (userId: number): string => `updateBonus:${userId}`;

/** The app-download popup shows at most once per 24 hours (spec §4, §9). */
export const DOWNLOAD_PROMPT_INTERVAL_MS = 24 * 3_600_000;
/** While a prompt is held back by its page, how often the machine looks whether the player left it. */
export const HELD_BACK_RECHECK_MS = 1_000;

/** The pages a promotional prompt never covers: the forms, and the game a player opened. */
const PROMPT_FREE_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'start',
  'login',
  'lineLogin',
  'register',
  'forget',
  'bind',
  'bindBankCard',
  'wallets',
  'withdrawal',
  'walletsPassword',
  'walletsKyc',
  'walletsKycUpload',
  'profileUser',
]);

/** A page of either layout that no promotional prompt covers is on screen at `pathname`. */
export function holdsPromptsBack(pathname: string): boolean {
  const found = matchPath(pathname, 'mobile') ?? matchPath(pathname, 'desktop');
  return found !== null && PROMPT_FREE_PAGES.has(found.page);
}

/** The path the browser shows ('/' outside one). */
function browserPath(): string {
  const href = currentHref();
  return href ? new URL(href).pathname : '/';
}

/** Local storage flags (spec §3: UI tip flags, rechargeUpdate flag, add-to-desktop tip time). */
export const TIP = { age: 'agePrompt', noMore: 'noMorePrompts', iosGuide: 'iosGuide' } as const;

const TERMS_PATHS = new Set(['/terms-of-use', '/privacy-policy', '/lobby/terms', '/lobby/privacy']);

/** The pages the age notice must not cover (mobile and desktop paths). */
export function isLegalPath(pathname: string): boolean {
  return TERMS_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}

/**
 * The APK download /apkdownload may offer: the web config's h5.downloadUrl when it names a real file, an
 * https address or a path on this site; nothing otherwise (empty, `javascript:`, plain http), and the page offers
 * only the web app.
 */
export function apkUrl(downloadUrl: string | undefined): string | null {
  const url = downloadUrl?.trim() ?? '';
  if (/^\/(?![/\\])\S+$/.test(url)) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** What the prompts tell the session: a prompt came on screen / went away (its overlays wait behind one). */
export type PromptsToSession = { type: 'PROMPT.SHOWN' } | { type: 'PROMPT.HIDDEN' } | NavigateRequest | BalanceEvent;

export interface PromptsInput {
  /** Where the app runs; read from the browser when omitted. */
  install?: InstallContext;
  /** The session (hears PROMPT.SHOWN / PROMPT.HIDDEN). */
  session?: SessionRef<PromptsToSession>;
  /** The path on screen; read from the browser when omitted. */
  pathname?: () => string;
}

export interface PromptsContext {
  install: InstallContext;
  /** null until the web configuration is known. */
  green: boolean | null;
  /** The operator shows the age notice in every mode, not only in green mode (webConfig.ageNoticeAllModes). */
  ageNoticeAllModes: boolean;
  totalRecharge: number;
  /** The signed-in player's id, 0 for a guest. */
  userId: number;
  ageAccepted: boolean;
  noMore: boolean;
  iosGuideShown: boolean;
  rechargeUpdate: boolean;
  /** When the app-download popup was last shown (ms), 0 never. */
  downloadShownAt: number;
  notice: Notice | null;
  /** The force-update bonus just paid (hundredths), shown until closed. */
  bonusPaid: number | null;
  /** Why the force-update bonus claim failed, shown with Retry. */
  bonusError: ErrorText | null;
  /** The player put the bonus off (Not now), or the server refused it: not claimed again this visit. */
  bonusDeferred: boolean;
  /** The players whose bonus is settled on this device (paid here or before), from the uiTips flags. */
  bonusSettled: readonly number[];
  session: SessionRef<PromptsToSession> | null;
  pathname: () => string;
}

export type PromptsEvent =
  | { type: 'CONFIG'; green: boolean; ageNoticeAllModes?: boolean }
  | { type: 'PLAYER'; totalRecharge: number; userId?: number }
  | { type: 'DEPOSITED' }
  | { type: 'ACCEPT' }
  | { type: 'CLOSE' }
  | { type: 'NO_MORE' }
  | { type: 'DOWNLOAD' }
  | { type: 'OPEN_CHROME' }
  | { type: 'COPY' }
  | { type: 'RETRY' }
  | DoneActorEvent<void, 'copy'>
  | ErrorActorEvent<unknown, 'copy'>
  | DoneActorEvent<UpdateBonusPaid, 'claimBonus'>
  | ErrorActorEvent<unknown, 'claimBonus'>;

/** The prompts a dialog exists for (copying the link keeps the Android dialog up). */
export type PromptKind = 'age' | 'forceUpdate' | 'updateBonus' | 'androidChrome' | 'download' | 'iosGuide';
/** `showing`: a prompt is on screen; its kind names the dialog; `busy`: the link is being copied. */
export type PromptsTag = 'showing' | 'busy' | PromptKind;

/**
 * The clipboard refused the link (the copy child fails, the dialog says so). The clipboard's code loads with the
 * player's first press of Copy: most visitors never copy the link, and the prompts' chart starts with the first screen.
 */
async function copyPageLink(): Promise<void> {
  const { copyText } = await import('../../src/platform/exchange/clipboard');
  if (!(await copyText(currentHref()))) throw new Error('The page link was not copied.');
}

function tips(): Record<string, boolean> {
  return local.get('uiTips') ?? {};
}

function rememberTip(key: string): void {
  local.set('uiTips', { ...tips(), [key]: true });
}

/**
 * While a prompt is up, news of the mode, the player or a deposit only updates the context: the prompt stays, and
 * the next choice (when it closes) weighs the news. Re-choosing at once would drop a popup already counted as shown
 * (the login's PLAYER right after CONFIG did that to the download popup).
 */
const whileShown = {
  CONFIG: { actions: { type: 'assignConfig', params: byEvent } },
  PLAYER: { actions: { type: 'assignPlayer', params: byEvent } },
  DEPOSITED: { actions: 'setRechargeUpdate' },
} as const;

/** A state where prompt `kind` is on screen. */
const shown = (kind: PromptKind) => ['showing', kind] as const;

export const promptsMachine = setup({
  types: {} as TypesOf<PromptsContext, PromptsEvent, PromptsInput, 'copy' | 'claimBonus', EventObject, PromptsTag>,
  actors: {
    copy: fromPromise(copyPageLink),
    claimBonus: fromPromise<UpdateBonusPaid>(({ signal }) => callApi('appUpdateBonus', {}, { signal })),
  },
  guards: {
    ageDue: ({ context }) => (context.green === true || context.ageNoticeAllModes) && !context.ageAccepted,
    /** The update is taken (the app runs installed) by a player who has deposited; not yet settled here. */
    updateBonusDue: ({ context }) =>
      context.install.installed &&
      context.totalRecharge > 0 &&
      context.userId > 0 &&
      !context.bonusDeferred &&
      !context.bonusSettled.includes(context.userId),
    /** The server says the bonus is paid already (1004): nothing to show. */
    bonusAlreadyPaid: ({ event }) =>
      isApiError((event as ErrorActorEvent).error) &&
      (event as ErrorActorEvent<{ errcode?: number }>).error.errcode === BONUS_ALREADY_PAID,
    /** The server finds no deposit (1007): the modal is not for this player; nothing to show. */
    bonusNotForPlayer: ({ event }) =>
      isApiError((event as ErrorActorEvent).error) &&
      (event as ErrorActorEvent<{ errcode?: number }>).error.errcode === BONUS_DEPOSIT_FIRST,
    forceUpdateDue: ({ context }) =>
      context.green === false &&
      !context.noMore &&
      // Only a phone can act on an app offer: never on a desktop.
      context.install.mobileBrowser &&
      !context.install.installed &&
      context.totalRecharge > 0 &&
      context.rechargeUpdate,
    androidPromptDue: ({ context }) =>
      context.green === false &&
      !context.noMore &&
      context.install.mobileBrowser &&
      context.install.android &&
      !context.install.chrome &&
      Date.now() - context.downloadShownAt >= DOWNLOAD_PROMPT_INTERVAL_MS,
    downloadDue: ({ context }) =>
      context.green === false &&
      !context.noMore &&
      context.install.mobileBrowser &&
      Date.now() - context.downloadShownAt >= DOWNLOAD_PROMPT_INTERVAL_MS,
    iosGuideDue: ({ context }) =>
      context.green === false && context.install.mobileBrowser && context.install.ios && !context.iosGuideShown,
    /** A promotional prompt (2–5) is due while a form or a game is on screen: it waits. */
    promptDueHeldBack: ({ context }) => {
      if (!holdsPromptsBack(context.pathname())) return false;
      const now = Date.now();
      const phoneOffer = context.green === false && !context.noMore && context.install.mobileBrowser;
      return (
        (phoneOffer &&
          ((!context.install.installed && context.totalRecharge > 0 && context.rechargeUpdate) ||
            now - context.downloadShownAt >= DOWNLOAD_PROMPT_INTERVAL_MS)) ||
        (context.green === false && context.install.mobileBrowser && context.install.ios && !context.iosGuideShown)
      );
    },
    /** In idle: the download popup will be due again later. */
    downloadLater: ({ context }) => context.green === false && !context.noMore && context.install.mobileBrowser,
  },
  actions: {
    tellShown: ({ context }) => context.session?.send({ type: 'PROMPT.SHOWN' }),
    tellHidden: ({ context }) => context.session?.send({ type: 'PROMPT.HIDDEN' }),
    assignConfig: assign((_, params: { green: boolean; ageNoticeAllModes?: boolean }) => ({
      green: params.green,
      ageNoticeAllModes: params.ageNoticeAllModes === true,
    })),
    assignPlayer: assign((_, params: { totalRecharge: number; userId?: number }) => ({
      totalRecharge: params.totalRecharge,
      userId: params.userId ?? 0,
    })),
    /** Paid: shown with its amount; the balance takes the answer's coin; settled for this player here. */
    assignBonusPaid: assign(({ context }, paid: UpdateBonusPaid) => {
      rememberTip(bonusTip(context.userId));
      context.session?.send({ type: 'BALANCE.UPDATED', balance: { coin: paid.coin } });
      const coin = paid.propList.find((item) => item.propId === 2001)?.count ?? 0;
      return { bonusPaid: coin, bonusError: null, bonusSettled: [...context.bonusSettled, context.userId] };
    }),
    /** Paid before (this device or another): settled for this player here, nothing shown. */
    rememberBonusSettled: assign(({ context }) => {
      rememberTip(bonusTip(context.userId));
      return { bonusSettled: [...context.bonusSettled, context.userId] };
    }),
    assignBonusError: assign({ bonusError: ({ event }) => errorMessage((event as ErrorActorEvent).error) }),
    deferBonus: assign({ bonusDeferred: true, bonusPaid: null, bonusError: null }),
    clearBonus: assign({ bonusPaid: null, bonusError: null }),
    setRechargeUpdate: assign(({ context }) => {
      if (context.install.installed) return {};
      local.set('rechargeUpdate', true);
      return { rechargeUpdate: true };
    }),
    clearRechargeUpdate: assign(() => {
      local.remove('rechargeUpdate');
      return { rechargeUpdate: false };
    }),
    rememberAge: assign(() => {
      rememberTip(TIP.age);
      return { ageAccepted: true };
    }),
    rememberNoMore: assign(() => {
      rememberTip(TIP.noMore);
      return { noMore: true };
    }),
    rememberIosGuide: assign(() => {
      rememberTip(TIP.iosGuide);
      return { iosGuideShown: true };
    }),
    rememberDownloadShown: assign(() => {
      const now = Date.now();
      local.set('addDesktopTipAt', now);
      return { downloadShownAt: now };
    }),
    /** Through the session, which emits the one `navigate` src/app follows. */
    goDownload: ({ context }) => context.session?.send({ type: 'NAVIGATE', to: { page: 'apkDownload' } }),
    openInChrome: () => {
      const href = currentHref();
      if (href) leaveTo(chromeIntentUrl(href));
    },
    noticeCopied: assign({ notice: () => notice('common.copySuccess', 'success') }),
    noticeCopyFailed: assign({ notice: () => notice('common.copyFail', 'error') }),
  },
  delays: {
    heldBackRecheck: HELD_BACK_RECHECK_MS,
    /** Until the 24 h since the last download popup are over. */
    untilDownloadDue: ({ context }) => Math.max(0, context.downloadShownAt + DOWNLOAD_PROMPT_INTERVAL_MS - Date.now()),
  },
}).createMachine({
  id: 'prompts',
  context: ({ input }) => {
    const flags = tips();
    return {
      install: input?.install ?? installContext(),
      green: null,
      ageNoticeAllModes: false,
      totalRecharge: 0,
      userId: 0,
      ageAccepted: flags[TIP.age] === true,
      noMore: flags[TIP.noMore] === true,
      iosGuideShown: flags[TIP.iosGuide] === true,
      rechargeUpdate: local.get('rechargeUpdate') === true,
      downloadShownAt: local.get('addDesktopTipAt') ?? 0,
      notice: null,
      bonusPaid: null,
      bonusError: null,
      bonusDeferred: false,
      bonusSettled: Object.keys(flags).flatMap((key) => {
        const id = /^updateBonus:(\d+)$/.exec(key)?.[1];
        return id && flags[key] === true ? [Number(id)] : [];
      }),
      session: input?.session ?? null,
      pathname: input?.pathname ?? browserPath,
    };
  },
  on: {
    CONFIG: { target: '.choosing', actions: { type: 'assignConfig', params: byEvent } },
    PLAYER: { target: '.choosing', actions: { type: 'assignPlayer', params: byEvent } },
    DEPOSITED: { target: '.choosing', actions: 'setRechargeUpdate' },
  },
  initial: 'waiting',
  states: {
    waiting: {
      description: 'The web configuration (mode) is not known yet.',
    },
    choosing: {
      description: 'Picks the first prompt due, in priority order; none → idle.',
      always: [
        { guard: 'ageDue', target: 'age' },
        { guard: 'updateBonusDue', target: 'updateBonus' },
        { guard: 'promptDueHeldBack', target: 'heldBack' },
        { guard: 'forceUpdateDue', target: 'forceUpdate' },
        { guard: 'androidPromptDue', target: 'androidChrome', actions: 'rememberDownloadShown' },
        { guard: 'downloadDue', target: 'download', actions: 'rememberDownloadShown' },
        { guard: 'iosGuideDue', target: 'iosGuide' },
        { target: 'idle' },
      ],
    },
    age: {
      tags: shown('age'),
      entry: 'tellShown',
      description: 'The age notice (green mode, or every mode by the operator) until Accept.',
      on: { ...whileShown, ACCEPT: { target: 'choosing', actions: 'rememberAge' } },
    },
    updateBonus: {
      description:
        'The app runs installed for a player who has deposited: the force-update bonus is claimed and its result shown.',
      initial: 'claiming',
      states: {
        claiming: {
          description: 'appUpdateBonus is under way; nothing is drawn yet.',
          tags: ['busy'],
          on: whileShown,
          invoke: {
            id: 'claimBonus',
            src: 'claimBonus',
            onDone: { target: 'paid', actions: { type: 'assignBonusPaid', params: ({ event }) => event.output } },
            onError: [
              { guard: 'bonusAlreadyPaid', target: '#prompts.choosing', actions: 'rememberBonusSettled' },
              { guard: 'bonusNotForPlayer', target: '#prompts.choosing', actions: 'deferBonus' },
              { target: 'failed', actions: 'assignBonusError' },
            ],
          },
        },
        paid: {
          tags: shown('updateBonus'),
          entry: 'tellShown',
          description: 'Says the amount paid into the balance; OK closes it.',
          on: { ...whileShown, CLOSE: { target: '#prompts.choosing', actions: 'clearBonus' } },
        },
        failed: {
          tags: shown('updateBonus'),
          entry: 'tellShown',
          description: 'Says why the bonus was not paid: Retry claims again, Not now puts it off for this visit.',
          on: {
            ...whileShown,
            RETRY: { target: 'claiming', actions: 'clearBonus' },
            CLOSE: { target: '#prompts.choosing', actions: 'deferBonus' },
          },
        },
      },
    },
    forceUpdate: {
      tags: shown('forceUpdate'),
      entry: 'tellShown',
      description: 'Offers the app on the phone and its bonus; closing or downloading clears the flag.',
      on: {
        ...whileShown,
        DOWNLOAD: { target: 'choosing', actions: ['clearRechargeUpdate', 'goDownload'] },
        CLOSE: { target: 'choosing', actions: 'clearRechargeUpdate' },
      },
    },
    androidChrome: {
      tags: shown('androidChrome'),
      entry: 'tellShown',
      description: 'An Android browser that is not Chrome: Open Chrome, Copy the link, or No more prompts.',
      on: {
        ...whileShown,
        OPEN_CHROME: { target: 'choosing', actions: 'openInChrome' },
        COPY: 'copying',
        NO_MORE: { target: 'choosing', actions: 'rememberNoMore' },
        CLOSE: 'choosing',
      },
    },
    copying: {
      tags: [...shown('androidChrome'), 'busy'],
      description: 'Copies the page address for the player to paste into Chrome.',
      on: whileShown,
      invoke: {
        id: 'copy',
        src: 'copy',
        onDone: { target: 'androidChrome', actions: 'noticeCopied' },
        onError: { target: 'androidChrome', actions: 'noticeCopyFailed' },
      },
    },
    download: {
      tags: shown('download'),
      entry: 'tellShown',
      description: 'The app-download popup (at most once per 24 h): Download, No more prompts, or close.',
      on: {
        ...whileShown,
        DOWNLOAD: { target: 'choosing', actions: 'goDownload' },
        NO_MORE: { target: 'choosing', actions: 'rememberNoMore' },
        CLOSE: 'choosing',
      },
    },
    iosGuide: {
      tags: shown('iosGuide'),
      entry: 'tellShown',
      description: 'How to add the app to the home screen in Safari; shown once.',
      on: { ...whileShown, CLOSE: { target: 'choosing', actions: 'rememberIosGuide' } },
    },
    heldBack: {
      description: 'A prompt is due but a form or a game is on screen: nothing is drawn; looks again every second.',
      entry: 'tellHidden',
      after: { heldBackRecheck: 'choosing' },
    },
    idle: {
      description: 'No prompt; wakes when the next app-download popup is due.',
      entry: 'tellHidden',
      after: { untilDownloadDue: { guard: 'downloadLater', target: 'choosing' } },
    },
  },
});

export type PromptsMachine = typeof promptsMachine;
