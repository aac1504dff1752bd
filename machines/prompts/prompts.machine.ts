import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject, fromPromise, setup } from 'xstate';
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
import type { NavigateRequest, SessionRef } from '../shared/protocol';

/**
 * The prompts (spec §2 Prompts, §4 age popup, download hint, force update; docs/promotions.md), a child of the
 * session (systemId 'prompts') for guests and players. One prompt at a time, in this priority:
 *
 * 1. age notice — green mode, until accepted (remembered); never drawn on the terms and privacy pages (the
 *    component checks the path, so reading the terms from its link does not dismiss it);
 * 2. force-update popup — a mobile browser (never a desktop: only a phone can act on it), the player has deposited
 *    (totalRecharge > 0) and the rechargeUpdate flag is set (a deposit finished in this browser); offers the app
 *    (no bonus: the server pays none, so the popup promises none);
 * 3. Android Chrome prompt — non-green mode, an Android browser that is not Chrome: Open Chrome, Copy, No more
 *    prompts;
 * 4. app-download popup — non-green mode, a mobile browser outside the installed app: at most once per 24 h;
 * 5. iOS add-to-home-screen guide — iOS Safari outside the installed app, once.
 *
 * None of 2–5 is drawn over a form (a download popup over /register would hide the form): while a form page is on
 * screen (`isFormPath`) a due prompt waits in `heldBack`, looking again every FORM_RECHECK_MS, and is not counted as
 * shown.
 *
 * "No more prompts" persists (uiTips.noMorePrompts) and silences 2–4. Waiting in `idle`, the machine wakes when
 * the 24 h since the last download popup have passed. The session sends CONFIG (mode) and PLAYER (total recharge);
 * the session sends DEPOSITED after a paid deposit (its deposit child reports DEPOSIT.FINISHED to it).
 */

/** The app-download popup shows at most once per 24 hours (spec §4, §9). */
export const DOWNLOAD_PROMPT_INTERVAL_MS = 24 * 3_600_000;
/** While a prompt is held back by a form, how often the machine looks whether the player left it. */
export const FORM_RECHECK_MS = 1_000;

/** The pages that are forms: a promotional prompt never covers them. */
const FORM_PAGES: ReadonlySet<PageName> = new Set<PageName>([
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

/** A form page of either layout is on screen at `pathname`. */
export function isFormPath(pathname: string): boolean {
  const found = matchPath(pathname, 'mobile') ?? matchPath(pathname, 'desktop');
  return found !== null && FORM_PAGES.has(found.page);
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
export type PromptsToSession = { type: 'PROMPT.SHOWN' } | { type: 'PROMPT.HIDDEN' } | NavigateRequest;

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
  totalRecharge: number;
  ageAccepted: boolean;
  noMore: boolean;
  iosGuideShown: boolean;
  rechargeUpdate: boolean;
  /** When the app-download popup was last shown (ms), 0 never. */
  downloadShownAt: number;
  notice: Notice | null;
  session: SessionRef<PromptsToSession> | null;
  pathname: () => string;
}

export type PromptsEvent =
  | { type: 'CONFIG'; green: boolean }
  | { type: 'PLAYER'; totalRecharge: number }
  | { type: 'DEPOSITED' }
  | { type: 'ACCEPT' }
  | { type: 'CLOSE' }
  | { type: 'NO_MORE' }
  | { type: 'DOWNLOAD' }
  | { type: 'OPEN_CHROME' }
  | { type: 'COPY' }
  | DoneActorEvent<void, 'copy'>
  | ErrorActorEvent<unknown, 'copy'>;

/** The prompts a dialog exists for (copying the link keeps the Android dialog up). */
export type PromptKind = 'age' | 'forceUpdate' | 'androidChrome' | 'download' | 'iosGuide';
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
  types: {} as TypesOf<PromptsContext, PromptsEvent, PromptsInput, 'copy', EventObject, PromptsTag>,
  actors: {
    copy: fromPromise(copyPageLink),
  },
  guards: {
    ageDue: ({ context }) => context.green === true && !context.ageAccepted,
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
    /** A promotional prompt (2–5) is due while a form is on screen: it waits. */
    promptDueOnForm: ({ context }) => {
      if (!isFormPath(context.pathname())) return false;
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
    assignConfig: assign({ green: (_, params: { green: boolean }) => params.green }),
    assignPlayer: assign({ totalRecharge: (_, params: { totalRecharge: number }) => params.totalRecharge }),
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
    formRecheck: FORM_RECHECK_MS,
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
      totalRecharge: 0,
      ageAccepted: flags[TIP.age] === true,
      noMore: flags[TIP.noMore] === true,
      iosGuideShown: flags[TIP.iosGuide] === true,
      rechargeUpdate: local.get('rechargeUpdate') === true,
      downloadShownAt: local.get('addDesktopTipAt') ?? 0,
      notice: null,
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
        { guard: 'promptDueOnForm', target: 'heldBack' },
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
      description: 'The age notice (green mode) until Accept.',
      on: { ...whileShown, ACCEPT: { target: 'choosing', actions: 'rememberAge' } },
    },
    forceUpdate: {
      tags: shown('forceUpdate'),
      entry: 'tellShown',
      description: 'Offers the app on the phone (no bonus promised); closing or downloading clears the flag.',
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
      description: 'A prompt is due but a form is on screen: nothing is drawn; looks again every second.',
      entry: 'tellHidden',
      after: { formRecheck: 'choosing' },
    },
    idle: {
      description: 'No prompt; wakes when the next app-download popup is due.',
      entry: 'tellHidden',
      after: { untilDownloadDue: { guard: 'downloadLater', target: 'choosing' } },
    },
  },
});

export type PromptsMachine = typeof promptsMachine;
