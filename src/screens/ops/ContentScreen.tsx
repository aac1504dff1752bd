import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type BannerField,
  contentMachine,
  manilaText,
  type PreviewBanner,
} from '../../../machines/ops/content.machine';
import {
  bannerDraft,
  bannerErrors,
  bannerPreview,
  contentBanners,
  editingBanner,
  samePreview,
  uploadingPicture,
} from '../../../machines/ops/content.selectors';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import { BANNER_ACTIVITIES, type BannerLayout, type OpsBanner } from '../../api/contract/content';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { PictureFile, RowActions, TargetFields } from './ContentFields';
import { ContentMedia } from './ContentMedia';
import { ContentNotices } from './ContentNotices';
import { OpsSectioned } from './OpsSections';
import { QueuePage } from './QueuePage';
import type { Gate } from './RoleGate';
import './content.css';

const LAYOUTS: { layout: BannerLayout; label: string }[] = [
  { layout: 'both', label: 'Phone and desktop' },
  { layout: 'phone', label: 'Phone only' },
  { layout: 'desktop', label: 'Desktop only' },
];

function opensText(banner: OpsBanner): string {
  switch (banner.target) {
    case 'none':
      return 'Nothing';
    case 'activity':
      return BANNER_ACTIVITIES[banner.action] ?? banner.action;
    case 'game':
      return `Game ${banner.action}`;
    case 'url':
      return banner.action;
  }
}

const manila = (at: number | null) => manilaText(at).replace('T', ' ');

function scheduleText(banner: OpsBanner): string {
  if (banner.startsAt === null && banner.endsAt === null) return 'Always';
  if (banner.endsAt === null) return `From ${manila(banner.startsAt)}`;
  if (banner.startsAt === null) return `Until ${manila(banner.endsAt)}`;
  return `${manila(banner.startsAt)} to ${manila(banner.endsAt)}`;
}

/**
 * /ops/content: marketing and admins run the home's banners — their order, picture, target, layout and schedule —
 * and see the phone's and the desktop's banner strip with the form's draft before saving; below, the notices (the
 * news list, and the pop-up notices in its order), the promotional videos, the floating icons and the featured
 * rewards, with a phone's home showing the video's poster and the icons. Every change reaches players on their next
 * start-up, on every instance.
 */
export function ContentScreen({ token, session }: Gate) {
  const content = useActorRef(contentMachine, { input: { token, session } });
  const rows = useSelector(content, contentBanners);
  const view = useSelector(content, queueView, sameQueueView);
  return (
    <OpsSectioned>
      <div className="ops-content">
        <QueuePage
          id="ops-content-title"
          title="Content: home banners"
          columns={['Place', 'Banner', 'Opens', 'Layout', 'Schedule (Manila)', 'Actions']}
          caption="The home's banners in the order players see them"
          empty="No banners: the home shows none."
          view={view}
          queue={content}
        >
          {rows.map((row, i) => (
            <tr key={row.id}>
              <td>{i + 1}</td>
              <th scope="row">
                <img className="ops-content__thumb" src={row.imgUrl2} alt="" width={150} height={60} />
                Banner #{row.id}
              </th>
              <td>{opensText(row)}</td>
              <td>{LAYOUTS.find((l) => l.layout === row.layout)?.label}</td>
              <td>{scheduleText(row)}</td>
              <RowActions
                what="banner"
                id={row.id}
                first={i === 0}
                last={i === rows.length - 1}
                idle={view.idle}
                send={(event) => content.send(event)}
              />
            </tr>
          ))}
        </QueuePage>
        <BannerForm content={content} idle={view.idle} />
        <BannerPreview content={content} />
        <ContentNotices token={token} session={session} />
        <ContentMedia token={token} session={session} />
      </div>
    </OpsSectioned>
  );
}

type ContentActor = ActorRefFrom<typeof contentMachine>;

function BannerForm({ content, idle }: { content: ContentActor; idle: boolean }) {
  const draft = useSelector(content, bannerDraft);
  const errors = useSelector(content, bannerErrors);
  const editing = useSelector(content, editingBanner);
  const uploading = useSelector(content, uploadingPicture);
  const pictureName = useId();
  const layoutName = useId();
  const set = (field: BannerField) => (value: string) => content.send({ type: 'FIELD.CHANGE', field, value });
  const title = editing === null ? 'Add a banner' : `Edit banner #${editing}`;
  return (
    <section aria-labelledby="ops-content-form">
      <h2 id="ops-content-form">{title}</h2>
      <Form onSubmit={() => content.send({ type: 'SAVE' })} aria-labelledby="ops-content-form">
        <fieldset className="field">
          <legend className="field__label">Picture</legend>
          {(['drawn', 'upload'] as const).map((picture) => (
            <label key={picture} className="ops-choice">
              <input
                type="radio"
                name={pictureName}
                checked={draft.picture === picture}
                onChange={() => content.send({ type: 'PICTURE.CHANGE', picture })}
              />{' '}
              {picture === 'drawn' ? 'Drawn art with a headline' : 'An uploaded picture'}
            </label>
          ))}
        </fieldset>
        {draft.picture === 'drawn' ? (
          <TextField
            label="Headline"
            name="headline"
            value={draft.headline}
            onChange={set('headline')}
            hint="Letters, digits and spaces; the server draws the banner with it."
            error={errors.imgUrl2}
          />
        ) : (
          <PictureFile
            fits="750 × 300 pixels fits the banner"
            idle={idle}
            uploading={uploading}
            uploaded={draft.uploaded}
            error={errors.imgUrl2}
            onPick={(file) => content.send({ type: 'FILE.PICK', file })}
          />
        )}
        <TargetFields
          label="A tap opens"
          target={draft.target}
          action={draft.action}
          errors={errors}
          onTarget={(target) => content.send({ type: 'TARGET.CHANGE', target })}
          onAction={set('action')}
        />
        <fieldset className="field">
          <legend className="field__label">Shown on</legend>
          {LAYOUTS.map((l) => (
            <label key={l.layout} className="ops-choice">
              <input
                type="radio"
                name={layoutName}
                checked={draft.layout === l.layout}
                onChange={() => content.send({ type: 'LAYOUT.CHANGE', layout: l.layout })}
              />{' '}
              {l.label}
            </label>
          ))}
        </fieldset>
        <TextField
          label="Shown from (Manila time)"
          name="startsAt"
          type="datetime-local"
          value={draft.startsAt}
          onChange={set('startsAt')}
          hint="Leave empty to show it at once."
          error={errors.startsAt}
        />
        <TextField
          label="Shown until (Manila time)"
          name="endsAt"
          type="datetime-local"
          value={draft.endsAt}
          onChange={set('endsAt')}
          hint="Leave empty to show it until it is removed."
          error={errors.endsAt}
        />
        <div className="ops-actions">
          <Button type="submit" variant="primary" busy={!idle}>
            {editing === null ? 'Add banner' : `Save banner #${editing}`}
          </Button>
          {editing !== null && (
            <Button disabled={!idle} onClick={() => content.send({ type: 'NEW' })}>
              Cancel edit
            </Button>
          )}
        </div>
      </Form>
    </section>
  );
}

function BannerPreview({ content }: { content: ContentActor }) {
  const preview = useSelector(content, bannerPreview, samePreview);
  return (
    <section aria-labelledby="ops-content-preview" className="ops-content__preview">
      <h2 id="ops-content-preview">Preview</h2>
      <p>
        The home's banner strip as a phone and a desktop show it, with the form's draft in its place (marked). Schedules
        are not applied here.
      </p>
      <Strip label="Phone" layout="phone" banners={preview.phone} />
      <Strip label="Desktop" layout="desktop" banners={preview.desktop} />
    </section>
  );
}

function Strip({ label, layout, banners }: { label: string; layout: string; banners: PreviewBanner[] }) {
  const id = useId();
  return (
    <figure className={`ops-content__device ops-content__device--${layout}`} aria-labelledby={id}>
      <figcaption id={id}>
        {label}: {banners.length === 0 ? 'no banners' : `${banners.length} banner${banners.length === 1 ? '' : 's'}`}
      </figcaption>
      <ol className="ops-content__strip">
        {banners.map((b, i) => (
          <li key={b.key} className={b.draft ? 'ops-content__slide ops-content__slide--draft' : 'ops-content__slide'}>
            <img src={b.src} alt={b.draft ? `Draft, place ${i + 1}` : `Place ${i + 1}`} width={750} height={300} />
          </li>
        ))}
      </ol>
    </figure>
  );
}
