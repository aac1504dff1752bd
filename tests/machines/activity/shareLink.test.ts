import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ToSession } from '../../../machines/activity/activity.machine';
import { type ShareLinkInput, shareLinkMachine } from '../../../machines/activity/shareLink.machine';
import {
  hasShareSheet,
  sharedLink,
  shareNotice,
  sharePanelPhase,
} from '../../../machines/activity/shareLink.selectors';
import { ErrcodeError } from '../../../src/api/client/errors';
import type { WebShareOutcome } from '../../../src/platform/exchange/share';
import { settle } from './activityRun';
import { inviteLink } from './shareLink.coverage';

/** The share panel's machine (machines/activity/shareLink.machine.ts); its link, clipboard and share sheet answer here. */
function run(
  input: Omit<ShareLinkInput, 'session'>,
  answers: { link?: (string | Error)[]; copied?: boolean[]; shared?: WebShareOutcome[] } = {},
) {
  const calls: string[] = [];
  const heard: ToSession[] = [];
  const machine = shareLinkMachine.provide({
    actors: {
      link: fromPromise<string, { source: string }>(async ({ input: { source } }) => {
        calls.push(`link:${source}`);
        const answer = answers.link?.shift() ?? new Error('no answer');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      copyText: fromPromise<boolean, { text: string }>(async ({ input: { text } }) => {
        calls.push(`copy:${text}`);
        return answers.copied?.shift() ?? false;
      }),
      webShare: fromPromise<WebShareOutcome, { link: string }>(async ({ input: { link } }) => {
        calls.push(`share:${link}`);
        return answers.shared?.shift() ?? 'failed';
      }),
    },
  });
  const actor = createActor(machine, { input: { ...input, session: { send: (event) => heard.push(event) } } });
  actor.start();
  return { actor, calls, heard };
}

describe('share panel', () => {
  test('without a bound mobile: no link is asked for; Bind mobile goes to /bind', async () => {
    const { actor, calls, heard } = run({ source: 'inviteFriends', hasMobile: false, webShare: true });
    await settle();
    expect(sharePanelPhase(actor.getSnapshot())).toBe('bind');
    actor.send({ type: 'COPY', text: inviteLink });
    actor.send({ type: 'BIND' });
    expect(heard).toEqual([{ type: 'NAVIGATE', to: { page: 'bind' } }]);
    expect(calls).toEqual([]);
  });

  test('the link of the page’s source; Copy copies that link and says whether it did', async () => {
    const { actor, calls } = run(
      { source: 'spin', hasMobile: true, webShare: false },
      { link: [inviteLink], copied: [true, false] },
    );
    expect(sharePanelPhase(actor.getSnapshot())).toBe('loading');
    await settle();
    expect(sharePanelPhase(actor.getSnapshot())).toBe('linked');
    expect(sharedLink(actor.getSnapshot())).toBe(inviteLink);
    // No share sheet in this browser: Share is not offered and SHARE does nothing.
    expect(hasShareSheet(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'SHARE' });
    actor.send({ type: 'COPY', text: inviteLink });
    await settle();
    expect(shareNotice(actor.getSnapshot())?.id).toBe('common.copySuccess');
    actor.send({ type: 'COPY', text: inviteLink });
    await settle();
    expect(shareNotice(actor.getSnapshot())?.id).toBe('common.copyFail');
    expect(calls).toEqual(['link:spin', `copy:${inviteLink}`, `copy:${inviteLink}`]);
  });

  test('the share sheet where the browser has one: closing it says nothing, one that cannot open says so', async () => {
    const { actor, calls } = run(
      { source: 'inviteFriends', hasMobile: true, webShare: true },
      { link: [inviteLink], shared: ['cancelled', 'failed'] },
    );
    await settle();
    expect(hasShareSheet(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SHARE' });
    // One at a time: a second press while the sheet is open does nothing.
    actor.send({ type: 'SHARE' });
    await settle();
    expect(shareNotice(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'SHARE' });
    await settle();
    expect(shareNotice(actor.getSnapshot())?.id).toBe('activity.share.shareFailed');
    expect(sharedLink(actor.getSnapshot())).toBe(inviteLink);
    expect(calls).toEqual(['link:inviteFriends', `share:${inviteLink}`, `share:${inviteLink}`]);
  });

  test('a refused link says why; Retry asks again', async () => {
    const refused = new ErrcodeError('/app/v1/shortUrl', 1003, 200);
    const { actor, calls } = run(
      { source: 'inviteFriends', hasMobile: true, webShare: true },
      { link: [refused, inviteLink] },
    );
    await settle();
    expect(sharePanelPhase(actor.getSnapshot())).toBe('failed');
    expect(shareNotice(actor.getSnapshot())?.id).toBe('activity.act39.err1003');
    actor.send({ type: 'RETRY' });
    await settle();
    expect(sharePanelPhase(actor.getSnapshot())).toBe('linked');
    expect(shareNotice(actor.getSnapshot())).toBeNull();
    expect(calls).toEqual(['link:inviteFriends', 'link:inviteFriends']);
  });
});
