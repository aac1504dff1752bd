import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type ChoiceList, contentChoicesMachine } from '../../../machines/ops/contentChoices.machine';
import {
  choicesIn,
  editingVideo,
  homePoster,
  uploadingPoster,
  uploadingVideoFile,
  videoDraft,
  videoErrors,
  videoRows,
} from '../../../machines/ops/contentMedia.selectors';
import { contentVideosMachine } from '../../../machines/ops/contentVideos.machine';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import {
  FEATURED_REWARDS,
  FLOATING_ACTIVITIES,
  type FloatingKey,
  type OpsVideo,
  VIDEO_ACTIVITIES,
} from '../../api/contract/contentMedia';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/iconNames';
import { PictureFile, TargetFields } from './ContentFields';
import { ColumnHeads, LoadFailed, OpsNotice as Outcome } from './QueuePage';
import type { Gate } from './RoleGate';

type Videos = ActorRefFrom<typeof contentVideosMachine>;
type Choices = ActorRefFrom<typeof contentChoicesMachine>;

const VIDEO_FILE = {
  label: 'Video file',
  accept: 'video/webm,video/mp4',
  kinds: 'WebM or MP4, at most 8 MB, a short muted loop',
};

function opensText(video: OpsVideo): string {
  if (video.target === 'none') return 'Nothing';
  if (video.target === 'activity') return VIDEO_ACTIVITIES[video.action] ?? video.action;
  if (video.target === 'game') return `Game ${video.action}`;
  return video.action;
}

/** The icons the home draws for the floating activities (src/screens/shell/FloatingActivities.tsx). */
const FLOATING_ICON: Record<FloatingKey, IconName> = {
  firstCharge: 'gift',
  inviteFriends: 'invite',
  freeSign: 'signIn',
  more: 'rewards',
};

/**
 * The home's promotional videos, floating icons and featured rewards on /ops/content, and a phone's home as it
 * shows them: the video's poster where the video plays and the floating icons at the side.
 */
export function ContentMedia({ token, session }: Gate) {
  const videos = useActorRef(contentVideosMachine, { input: { token, session } });
  const choices = useActorRef(contentChoicesMachine, { input: { token, session } });
  return (
    <>
      <VideoList videos={videos} />
      <VideoForm videos={videos} />
      <ChoicesSection choices={choices} />
      <HomePreview videos={videos} choices={choices} />
    </>
  );
}

function VideoList({ videos }: { videos: Videos }) {
  const rows = useSelector(videos, videoRows);
  const view = useSelector(videos, queueView, sameQueueView);
  return (
    <section aria-labelledby="ops-videos-title" aria-busy={!view.idle}>
      <h2 id="ops-videos-title">Promotional videos</h2>
      <p>
        The home plays the video marked for it; without one, the activity rule picks (the sign-up bonus's, the deposit
        ladder's, a game's, else the first).
      </p>
      <Outcome notice={view.notice} />
      {view.failed ? (
        <LoadFailed error={view.loadError} onRetry={() => videos.send({ type: 'RETRY' })} />
      ) : view.count === 0 ? (
        <p>{view.shown ? 'No videos: the home shows none.' : 'Loading…'}</p>
      ) : (
        <table className="ops-table">
          <caption className="ops-visually-hidden">The promotional videos</caption>
          <ColumnHeads columns={['Video', 'Opens', 'On the home', 'Actions']} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <img className="ops-content__thumb" src={row.coverImg} alt="" width={150} height={84} />
                  Video #{row.id}
                </th>
                <td>{opensText(row)}</td>
                <td>{row.home ? 'Chosen' : 'By the rule'}</td>
                <td className="ops-decision">
                  <Button
                    disabled={!view.idle}
                    onClick={() => videos.send({ type: 'EDIT', id: row.id })}
                    aria-label={`Edit video #${row.id}`}
                  >
                    Edit
                  </Button>
                  <Button
                    disabled={!view.idle}
                    onClick={() => videos.send({ type: 'REMOVE', id: row.id })}
                    aria-label={`Remove video #${row.id}`}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function VideoForm({ videos }: { videos: Videos }) {
  const view = useSelector(videos, queueView, sameQueueView);
  const draft = useSelector(videos, videoDraft);
  const errors = useSelector(videos, videoErrors);
  const editing = useSelector(videos, editingVideo);
  const uploadingVideo = useSelector(videos, uploadingVideoFile);
  const uploadingImage = useSelector(videos, uploadingPoster);
  const homeId = useId();
  const title = editing === null ? 'Add a video' : `Edit video #${editing}`;
  return (
    <section aria-labelledby="ops-video-form">
      <h2 id="ops-video-form">{title}</h2>
      <Form onSubmit={() => videos.send({ type: 'SAVE' })} aria-labelledby="ops-video-form">
        <PictureFile
          kind={VIDEO_FILE}
          fits="750 × 420 pixels fits the home"
          idle={view.idle}
          uploading={uploadingVideo}
          uploaded={draft.path}
          error={errors.path}
          onPick={(file) => videos.send({ type: 'FILE.PICK', kind: 'video', file })}
        />
        <PictureFile
          kind={{
            label: 'Poster picture',
            accept: 'image/png,image/jpeg,image/webp',
            kinds: 'PNG, JPEG or WebP, at most 1 MB',
          }}
          fits="the video's first frame at 750 × 420 pixels, shown until it plays"
          idle={view.idle}
          uploading={uploadingImage}
          uploaded={draft.coverImg}
          error={errors.coverImg}
          onPick={(file) => videos.send({ type: 'FILE.PICK', kind: 'poster', file })}
        />
        <TargetFields
          label="A tap on the video opens"
          of="Video's "
          target={draft.target}
          action={draft.action}
          errors={errors}
          activities={VIDEO_ACTIVITIES}
          onTarget={(target) => videos.send({ type: 'TARGET.CHANGE', target })}
          onAction={(value) => videos.send({ type: 'ACTION.CHANGE', value })}
        />
        <div className="field">
          <label className="ops-choice" htmlFor={homeId}>
            <input
              id={homeId}
              type="checkbox"
              checked={draft.home}
              onChange={(event) => videos.send({ type: 'HOME.CHANGE', home: event.currentTarget.checked })}
            />{' '}
            The home plays this video (instead of the one the activity rule picks)
          </label>
        </div>
        <div className="ops-actions">
          <Button type="submit" variant="primary" busy={!view.idle}>
            {editing === null ? 'Add video' : `Save video #${editing}`}
          </Button>
          {editing !== null && (
            <Button disabled={!view.idle} onClick={() => videos.send({ type: 'NEW' })}>
              Cancel edit
            </Button>
          )}
        </div>
      </Form>
    </section>
  );
}

const LISTS: { name: ChoiceList; title: string; names: Readonly<Record<string, string>>; help: string }[] = [
  {
    name: 'floating',
    title: 'Floating icons',
    names: FLOATING_ACTIVITIES,
    help: 'The icons at the side of the home, top to bottom; each shows only to players it applies to.',
  },
  {
    name: 'featured',
    title: 'Featured rewards',
    names: FEATURED_REWARDS,
    help: "The head of the home's featured-rewards block, left to right; a player's live activities follow them.",
  },
];

function ChoicesSection({ choices }: { choices: Choices }) {
  const view = useSelector(choices, queueView, sameQueueView);
  return (
    <section aria-labelledby="ops-choices-title" aria-busy={!view.idle}>
      <h2 id="ops-choices-title">Floating icons and featured rewards</h2>
      <Outcome notice={view.notice} />
      {view.failed ? (
        <LoadFailed error={view.loadError} onRetry={() => choices.send({ type: 'RETRY' })} />
      ) : (
        LISTS.map((list) => <ChoiceTable key={list.name} choices={choices} idle={view.idle} {...list} />)
      )}
    </section>
  );
}

function ChoiceTable(props: {
  choices: Choices;
  idle: boolean;
  name: ChoiceList;
  title: string;
  names: Readonly<Record<string, string>>;
  help: string;
}) {
  const { choices, idle, name } = props;
  const rows = useSelector(choices, choicesIn(name));
  const id = useId();
  return (
    <div>
      <h3 id={id}>{props.title}</h3>
      <p>{props.help}</p>
      <table className="ops-table" aria-labelledby={id}>
        <ColumnHeads columns={['Place', 'Entry', 'Shown', 'Actions']} />
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.key}>
              <td>{i + 1}</td>
              <th scope="row">{props.names[row.key] ?? row.key}</th>
              <td>
                <input
                  type="checkbox"
                  checked={row.on}
                  disabled={!idle}
                  aria-label={`Show ${props.names[row.key] ?? row.key}`}
                  onChange={() => choices.send({ type: 'TOGGLE', list: name, key: row.key })}
                />
              </td>
              <td className="ops-decision">
                <Button
                  disabled={!idle || i === 0}
                  onClick={() => choices.send({ type: 'MOVE', list: name, key: row.key, by: -1 })}
                  aria-label={`Move ${props.names[row.key] ?? row.key} up`}
                >
                  Up
                </Button>
                <Button
                  disabled={!idle || i === rows.length - 1}
                  onClick={() => choices.send({ type: 'MOVE', list: name, key: row.key, by: 1 })}
                  aria-label={`Move ${props.names[row.key] ?? row.key} down`}
                >
                  Down
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button variant="primary" busy={!idle} onClick={() => choices.send({ type: 'SAVE', list: name })}>
        Save {props.title.toLowerCase()}
      </Button>
    </div>
  );
}

function HomePreview({ videos, choices }: { videos: Videos; choices: Choices }) {
  const poster = useSelector(videos, homePoster);
  const floating = useSelector(choices, choicesIn('floating'));
  const shown = floating.filter((c) => c.on);
  return (
    <section aria-labelledby="ops-home-preview" className="ops-content__preview">
      <h2 id="ops-home-preview">Home preview</h2>
      <p>
        A guest's phone home with the video form saved: the poster where the video plays and the floating icons the home
        may show (each only to the players it applies to).
      </p>
      <figure className="ops-content__device ops-content__device--phone ops-content__home" aria-label="Phone home">
        {poster === '' ? (
          <p>No video.</p>
        ) : (
          <img className="ops-content__poster" src={poster} alt="The home video's poster" width={750} height={420} />
        )}
        <ul className="ops-content__floating" aria-label="Floating icons">
          {shown.map((c) => (
            <li key={c.key}>
              <Icon name={FLOATING_ICON[c.key as FloatingKey]} />
              <span>{FLOATING_ACTIVITIES[c.key as FloatingKey]}</span>
            </li>
          ))}
        </ul>
      </figure>
    </section>
  );
}
