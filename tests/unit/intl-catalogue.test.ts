import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueParts } from '../../src/platform/intl/en-PH';
import { activityMessages, activityParts } from '../../src/platform/intl/en-PH/activity';
import { authMessages } from '../../src/platform/intl/en-PH/auth';
import { collectMessages } from '../../src/platform/intl/en-PH/collect';
import { couponMessages } from '../../src/platform/intl/en-PH/coupons';
import { diagnosticsMessages } from '../../src/platform/intl/en-PH/diagnostics';
import { fairMessages } from '../../src/platform/intl/en-PH/fair';
import { gameMessages } from '../../src/platform/intl/en-PH/game';
import { headerDownloadMessages } from '../../src/platform/intl/en-PH/headerDownload';
import { helpMessages } from '../../src/platform/intl/en-PH/help';
import { logoutMessages } from '../../src/platform/intl/en-PH/logout';
import { missingPageMessages } from '../../src/platform/intl/en-PH/missingPages';
import { morePromptMessages } from '../../src/platform/intl/en-PH/morePrompts';
import { newsMessages } from '../../src/platform/intl/en-PH/news';
import { playerHeaderMessages } from '../../src/platform/intl/en-PH/playerHeader';
import { profileMessages } from '../../src/platform/intl/en-PH/profile';
import { promptMessages } from '../../src/platform/intl/en-PH/prompts';
import { pwaMessages } from '../../src/platform/intl/en-PH/pwa';
import { searchMessages } from '../../src/platform/intl/en-PH/search';
import { serviceChatMessages } from '../../src/platform/intl/en-PH/serviceChat';
import { shellMessages } from '../../src/platform/intl/en-PH/shell';
import { walletMessages } from '../../src/platform/intl/en-PH/wallet';
import { everyMessage } from '../../src/platform/intl/everyMessage';

/** Every id: the catalogue loaded at start plus the area parts their screens load (WalletIntl, ActivityIntl, PromptsIntl). */
const enPH: Record<string, string> = everyMessage;
/** The only places that may name a wallet id: they render inside WalletIntl, or are machines those screens run. */
const walletAreas = [
  /^src\/screens\/(wallet|bank)\//,
  /^src\/screens\/shared\/(WalletIntl|PageTop)\.tsx$/,
  /^machines\//,
];
/** The only places that may name an activity id: they render inside ActivityIntl, or are machines they run. */
const activityAreas = [/^src\/screens\/activity\//, /^src\/screens\/activity\/ActivityIntl\.tsx$/, /^machines\//];
/** The only places that may name a prompt id: the prompt dialogs and /apkdownload (inside PromptsIntl). */
const promptAreas = [/^src\/screens\/prompts\//, /^machines\//];
/** The installable app's ids: the reload prompt, the prompts and /apkdownload, and the offline page's builder. */
const pwaAreas = [/^src\/screens\/prompts\//, /^src\/platform\/pwa\/offlinePage\.ts$/, /^machines\//];
/** The provably fair page's ids: that page (inside its AreaIntl) and the machine it runs. */
/**
 * The account screens' ids: those screens (inside AuthIntl), the machines only they run (machines/auth/), and the
 * register form's rules for the date of birth and the declaration (machines/shared/validation.ts
 * checkRegister, shown only by /register).
 */
const authAreas = [/^src\/screens\/auth\//, /^machines\/auth\//, /^machines\/shared\/validation\.ts$/];
/** The player's own area's ids: its screens (inside ProfileIntl) and its machines. */
const profileAreas = [/^src\/screens\/profile\//, /^machines\//];
/** The desktop shell's ids: its lazy parts (inside their AreaIntl). */
const shellAreas = [/^src\/screens\/desktopShell\//];
/** The game page's ids (/start): that page and its reality check (inside their AreaIntl) and its machines. */
const gameAreas = [/^src\/screens\/game\/(RealityCheckDialog|StartScreen)\.tsx$/, /^machines\//];
const fairAreas = [/^src\/screens\/game\/FairVerifyScreen\.tsx$/, /^machines\//];
/** The player's home header, its slide-out menu and their balance refresh (inside the header's AreaIntl). */
const playerHeaderAreas = [
  /^src\/screens\/lobby\/(PlayerHeader|HeaderMenu)\.tsx$/,
  /^src\/screens\/lobby\/BalanceRefresh\.tsx$/,
  /^machines\/session\/balance\.machine\.ts$/,
];
/** The live chat's ids (inside its AreaIntl). */
const serviceChatAreas = [/^src\/screens\/shared\/(ServiceChat|LiveChat)\.tsx$/];
/** The Collect tab's ids (inside its AreaIntl). */
const collectAreas = [/^src\/screens\/lobby\/CollectTab\.tsx$/];

const helpAreas = [/^src\/screens\/legal\/ResponsibleGamingPage\.tsx$/, /^src\/ui\/legal\/helpLines\.ts$/];
/** The deposit coupons list's ids (inside its own AreaIntl: the activity index and the wallet show it). */
const couponAreas = [/^src\/screens\/shared\/CouponList\.tsx$/];
/** The news pages' ids (inside their AreaIntl). */
const newsAreas = [/^src\/screens\/news\/(NoticeListScreen|NoticeDetailScreen|NoticeTarget)\.tsx$/];
/** The logout confirmation's ids (inside its AreaIntl). */
const logoutAreas = [/^src\/screens\/auth\/LogoutConfirm\.tsx$/];
/** The not-found and not-yet-available pages' ids (inside their AreaIntl). */
const missingPageAreas = [/^src\/screens\/missingPages\/(NotFound|NotYetAvailable)\.tsx$/];
/** The diagnostics page's ids (/test): that page (inside its AreaIntl) and its machine. */
const diagnosticsAreas = [
  /^src\/screens\/profile\/DiagnosticsScreen\.tsx$/,
  /^machines\/profile\/diagnostics\.machine\.ts$/,
];
/** The home's header download bar (inside its AreaIntl). */
const headerDownloadAreas = [/^src\/screens\/lobby\/HeaderDownload\.tsx$/];
/** The search page's ids: that page (inside its AreaIntl). */
const searchAreas = [/^src\/screens\/search\//];

/**
 * The en-PH catalogue and the code agree (ARCHITECTURE "Cross-cutting rules"):
 * - every message id the code names exists in the catalogue;
 * - every catalogue id is used somewhere, or reserved below.
 * Reserved ids are the keys the spec names (§5, §8) that no screen shows yet; remove an id from this list
 * in the change that starts using it (the test fails while it is both used and reserved).
 */
const reservedIds: string[] = [];

const root = join(import.meta.dirname, '..', '..');
const scanned = ['src', 'machines'];
/** The catalogues themselves define ids; scanning them would count every id as used. */
const catalogueFiles = [join('src', 'platform', 'intl', 'en-PH'), join('src', 'platform', 'intl', 'fil-PH')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const files = scanned
  .flatMap((dir) => sourceFiles(join(root, dir)))
  .filter((path) => !catalogueFiles.some((folder) => relative(root, path).startsWith(folder)))
  .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

/** A message id: dotted words, e.g. `login.loginFailed101` (route paths and file names do not look like this). */
const idShape = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/** Places that name a message id: `id: '…'`, `id="…"`, `messageId: '…'`, and `title`/`body` props of message pages. */
const namingPatterns = [
  /\bid:\s*'([^']+)'/g,
  /\bid="([^"]+)"/g,
  /\bmessageId\b[^'"\n]*'([^']+)'/g,
  /\b(?:title|body)="([^"]+)"/g,
];

function namedIds(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { path, text } of files) {
    for (const pattern of namingPatterns) {
      for (const match of text.matchAll(pattern)) {
        const id = match[1]!;
        if (idShape.test(id) && !found.has(id)) found.set(id, path);
      }
    }
  }
  return found;
}

/** Any quoted string equal to a catalogue id counts as a use (tables of ids, props that carry ids). */
function usedIds(): Set<string> {
  const used = new Set<string>();
  for (const { text } of files) {
    for (const match of text.matchAll(/(['"`])([A-Za-z][\w.-]*)\1/g)) {
      if (Object.hasOwn(enPH, match[2]!)) used.add(match[2]!);
    }
  }
  return used;
}

describe('en-PH catalogue', () => {
  it('holds every message id the code names', () => {
    const missing = [...namedIds()].filter(([id]) => !Object.hasOwn(enPH, id)).map(([id, path]) => `${id} (${path})`);
    expect(missing).toEqual([]);
  });

  // Each area part loads with its screens (their AreaIntl): its ids may be named only there and in machines.
  it.each<[string, Record<string, string>, RegExp[]]>([
    ['wallet', walletMessages, walletAreas],
    ['activity', activityMessages, activityAreas],
    ['desktop-shell', shellMessages, shellAreas],
    ['prompt', promptMessages, promptAreas],
    ['more-prompt', morePromptMessages, promptAreas],
    ['installable-app', pwaMessages, pwaAreas],
    ['account-screen', authMessages, authAreas],
    ['provably-fair', fairMessages, fairAreas],
    ['game-dialog', gameMessages, gameAreas],
    ['profile', profileMessages, profileAreas],
    ['search page', searchMessages, searchAreas],
    ['player-header', playerHeaderMessages, playerHeaderAreas],
    ['collect-tab', collectMessages, collectAreas],
    ['news-page', newsMessages, newsAreas],
    ['logout', logoutMessages, logoutAreas],
    ['missing-page', missingPageMessages, missingPageAreas],
    ['live-chat', serviceChatMessages, serviceChatAreas],
    ['coupon-list', couponMessages, couponAreas],
    ['diagnostics', diagnosticsMessages, diagnosticsAreas],
    ['header-download', headerDownloadMessages, headerDownloadAreas],
    ['help-page', helpMessages, helpAreas],
  ])('names %s ids only where those messages are loaded', (_, part, areas) => {
    const outside = [...namedIds()]
      .filter(([id, path]) => Object.hasOwn(part, id) && !areas.some((area) => area.test(path)))
      .map(([id, path]) => `${id} (${path})`);
    expect(outside).toEqual([]);
  });

  // An id in both en-PH.ts and a part is a tsc error (TS2783: the spread overwrites it); this covers two parts.
  it('defines each id in one part only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, part] of Object.entries({
      ...catalogueParts,
      walletMessages,
      promptMessages,
      morePromptMessages,
      pwaMessages,
      fairMessages,
      gameMessages,
      searchMessages,
      authMessages,
      profileMessages,
      playerHeaderMessages,
      collectMessages,
      newsMessages,
      logoutMessages,
      missingPageMessages,
      serviceChatMessages,
      couponMessages,
      diagnosticsMessages,
      headerDownloadMessages,
      helpMessages,
      ...activityParts,
    })) {
      for (const id of Object.keys(part)) {
        if (seen.has(id)) twice.push(`${id} (${seen.get(id)} and ${name})`);
        seen.set(id, name);
      }
    }
    expect(twice).toEqual([]);
  });

  it('has no id that is neither used nor reserved for a screen to come', () => {
    const used = usedIds();
    const unused = Object.keys(enPH).filter((id) => !used.has(id) && !reservedIds.includes(id));
    expect(unused).toEqual([]);
  });

  it('reserves only ids that exist and are not used yet', () => {
    const used = usedIds();
    expect(reservedIds.filter((id) => !Object.hasOwn(enPH, id))).toEqual([]);
    expect(reservedIds.filter((id) => used.has(id))).toEqual([]);
  });

  it('holds every key the spec names', () => {
    const specKeys = [
      'login.loginUsernameTip',
      'errInputText.mobileInputTips1',
      'login.loginPhoneTip',
      'login.loginPasswordTip',
      'login.loginConfirmationTip',
      'login.loginOtpTip',
      'login.loginFailed',
      ...[101, 102, 1018, 1019, 1020, 1043, 1047, 1049, 1045].map((code) => `login.loginFailed${code}`),
      'login.loginSendSucc',
      'login.loginSendFail',
      'common.refreshFail',
      'common.refreshSucc',
      'common.errorError',
      ...Array.from({ length: 10 }, (_, i) => `activity.act39.err${1001 + i}`),
      'verify.accountTips',
      'common.copySuccess',
      'common.copyFail',
      'common.success',
    ];
    expect(specKeys.filter((id) => !Object.hasOwn(enPH, id))).toEqual([]);
    expect(enPH['common.copySuccess']).toBe('Copy Success.');
    expect(enPH['common.copyFail']).toBe('Copy Fail');
    expect(enPH['common.success']).toBe('Success');
  });

  it('uses the placeholders the spec gives each key', () => {
    const placeholders = (id: string) => [...(enPH[id] ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(placeholders('login.loginUsernameTip')).toEqual(['max', 'min']);
    expect(placeholders('login.loginPhoneTip')).toEqual(['max', 'min']);
    expect(placeholders('login.loginPasswordTip')).toEqual(['max', 'min']);
    expect(placeholders('errInputText.mobileInputTips1')).toEqual(['start']);
    expect(placeholders('login.loginFailed')).toEqual(['code']);
    expect(placeholders('common.refreshFail')).toEqual(['code']);
    expect(placeholders('common.errorError')).toEqual(['code']);
  });
});
