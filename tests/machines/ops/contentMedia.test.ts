import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { contentChoicesMachine, shownOf } from '../../../machines/ops/contentChoices.machine';
import {
  choicesIn,
  homePoster,
  uploadingVideoFile,
  videoDraft,
  videoErrors,
} from '../../../machines/ops/contentMedia.selectors';
import { contentVideosMachine, EMPTY_VIDEO, homeVideoOf, videoBody } from '../../../machines/ops/contentVideos.machine';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { choiceGroups } from './contentChoices.coverage';
import { featuredGame, signUp } from './contentVideos.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const UPLOADED = `/static/content-video/${'ab'.repeat(32)}.webm`;
const POSTER = `/static/content/${'cd'.repeat(32)}.png`;

function options() {
  const told: string[] = [];
  const input = { token: 'tok', session: { send: (e: { type: string }) => told.push(e.type) } };
  return { told, options: { clock: new SimulatedClock(), input } };
}

function startVideos() {
  const mocks = new MockActors();
  const { told, options: opts } = options();
  const machine = contentVideosMachine.provide({
    actors: { load: mocks.promise(), upload: mocks.promise(), save: mocks.promise(), remove: mocks.promise() },
  });
  return { actor: createActor(machine, opts).start(), mocks, told };
}

function startChoices() {
  const mocks = new MockActors();
  const { options: opts } = options();
  const machine = contentChoicesMachine.provide({ actors: { load: mocks.promise(), save: mocks.promise() } });
  return { actor: createActor(machine, opts).start(), mocks };
}

describe('content: promotional videos', () => {
  test('the form names every refused field; the home preview follows the chosen video or the rule', () => {
    expect(videoBody(EMPTY_VIDEO)).toEqual({
      ok: false,
      errors: { path: 'Upload a WebM or MP4 video.', coverImg: 'Upload a poster picture (PNG, JPEG or WebP).' },
    });
    const draft = { ...EMPTY_VIDEO, path: UPLOADED, coverImg: POSTER };
    expect(videoBody({ ...draft, target: 'activity', action: 'LadderRecharge' }).ok).toBe(true);
    // A guest has no activities: the game's video, then one chosen for the home, the draft in its place.
    expect(homeVideoOf([signUp, featuredGame], EMPTY_VIDEO, null)?.id).toBe(2);
    expect(homeVideoOf([signUp, featuredGame], { ...draft, home: true }, null)?.coverImg).toBe(POSTER);
    expect(homeVideoOf([{ ...signUp, home: true }, featuredGame], draft, null)?.id).toBe(1);
    expect(homeVideoOf([{ ...signUp, home: true }, featuredGame], { ...draft, home: true }, 2)?.coverImg).toBe(POSTER);
    expect(homeVideoOf([], EMPTY_VIDEO, null)).toBeNull();
  });

  test('the video and its poster upload when picked; a wrong file is refused unsent; the entry is added', async () => {
    const { actor, mocks } = startVideos();
    mocks.resolve('load', { list: [signUp, featuredGame] });
    await flush();
    expect(homePoster(actor.getSnapshot())).toBe(featuredGame.coverImg);
    actor.send({ type: 'FILE.PICK', kind: 'video', file: { name: 'a.mov', size: 10, type: 'video/quicktime' } });
    actor.send({ type: 'FILE.PICK', kind: 'poster', file: { name: 'p.png', size: 2_000_000, type: 'image/png' } });
    expect(videoErrors(actor.getSnapshot())).toEqual({
      path: 'Choose a WebM or MP4 video of at most 8 MB.',
      coverImg: 'Choose a PNG, JPEG or WebP picture of at most 1 MB.',
    });
    expect(mocks.starts.filter((s) => s.id === 'upload')).toHaveLength(0);
    const clip = { name: 'loop.webm', size: 20_000, type: 'video/webm' };
    actor.send({ type: 'FILE.PICK', kind: 'video', file: clip });
    expect(uploadingVideoFile(actor.getSnapshot())).toBe(true);
    expect(mocks.starts.at(-1)).toEqual({ id: 'upload', input: { token: 'tok', file: clip, kind: 'video' } });
    mocks.resolve('upload', { url: UPLOADED });
    await flush();
    const picture = { name: 'p.png', size: 2_000, type: 'image/png' };
    actor.send({ type: 'FILE.PICK', kind: 'poster', file: picture });
    mocks.resolve('upload', { url: POSTER });
    await flush();
    expect(videoErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'TARGET.CHANGE', target: 'game' });
    actor.send({ type: 'ACTION.CHANGE', value: '1001' });
    actor.send({ type: 'HOME.CHANGE', home: true });
    expect(homePoster(actor.getSnapshot())).toBe(POSTER);
    actor.send({ type: 'SAVE' });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'save',
      input: {
        token: 'tok',
        id: null,
        body: { path: UPLOADED, coverImg: POSTER, target: 'game', action: '1001', home: true },
      },
    });
    mocks.resolve('save', { video: { ...featuredGame, id: 3 } });
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'success', text: 'Video #3 added.' });
    expect(videoDraft(actor.getSnapshot())).toEqual(EMPTY_VIDEO);
  });

  test('an edit saves to that video; a refusal is said and the form kept; a 401 ends the page', async () => {
    const { actor, mocks, told } = startVideos();
    mocks.resolve('load', { list: [signUp, featuredGame] });
    await flush();
    actor.send({ type: 'EDIT', id: 1 });
    actor.send({ type: 'HOME.CHANGE', home: true });
    actor.send({ type: 'SAVE' });
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'save', input: { id: 1, body: { home: true } } });
    mocks.reject('save', new OpsCallError(400, 'coverImg: no such uploaded picture; upload it again.'));
    await flush();
    expect(actor.getSnapshot().context.notice?.text).toBe('coverImg: no such uploaded picture; upload it again.');
    expect(videoDraft(actor.getSnapshot()).home).toBe(true);
    actor.send({ type: 'REMOVE', id: 2 });
    mocks.reject('remove', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('content: floating icons and featured rewards', () => {
  test('turned on and off and moved here; saved as the shown keys in order', async () => {
    const { actor, mocks } = startChoices();
    mocks.resolve('load', { list: choiceGroups });
    await flush();
    actor.send({ type: 'TOGGLE', list: 'floating', key: 'freeSign' });
    actor.send({ type: 'MOVE', list: 'floating', key: 'freeSign', by: -1 });
    actor.send({ type: 'MOVE', list: 'floating', key: 'firstCharge', by: -1 });
    const floating = choicesIn('floating')(actor.getSnapshot());
    expect(shownOf(floating)).toEqual(['firstCharge', 'freeSign', 'inviteFriends', 'more']);
    // The other list is untouched.
    expect(choicesIn('featured')(actor.getSnapshot())).toEqual(choiceGroups[1]!.choices);
    actor.send({ type: 'SAVE', list: 'floating' });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'save',
      input: { token: 'tok', list: 'floating', shown: ['firstCharge', 'freeSign', 'inviteFriends', 'more'] },
    });
    mocks.resolve('save', {});
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'success', text: 'Floating icons saved.' });
    mocks.resolve('load', { list: choiceGroups });
    await flush();
    actor.send({ type: 'SAVE', list: 'featured' });
    mocks.reject('save', new OpsCallError(400, 'These are the rewards in force already.'));
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      text: 'These are the rewards in force already.',
    });
  });
});
