import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  contentNoticesMachine,
  type NoticeField,
  type NoticePicture,
} from '../../../machines/ops/contentNotices.machine';
import {
  editingNotice,
  noticeDraft,
  noticeErrors,
  noticeRows,
  uploadingNoticePicture,
} from '../../../machines/ops/contentNotices.selectors';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import { BANNER_ACTIVITIES, type OpsNotice } from '../../api/contract/content';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/FieldError';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { PictureFile, RowActions, TargetFields } from './ContentFields';
import { ColumnHeads, LoadFailed, OpsNotice as Outcome } from './QueuePage';
import type { Gate } from './RoleGate';

const PICTURES: { picture: NoticePicture; label: string }[] = [
  { picture: 'none', label: 'No picture' },
  { picture: 'drawn', label: 'Drawn art with a headline' },
  { picture: 'upload', label: 'An uploaded picture' },
];

function opensText(notice: OpsNotice): string {
  if (notice.target === 'none') return 'Nothing';
  if (notice.target === 'activity') return BANNER_ACTIVITIES[notice.action] ?? notice.action;
  if (notice.target === 'game') return `Game ${notice.action}`;
  return notice.action;
}

/**
 * The notices part of /ops/content: the news list in its order (the pop-up notices open in it, once per visit),
 * each moved, edited or removed, and the form for one.
 */
export function ContentNotices({ token, session }: Gate) {
  const notices = useActorRef(contentNoticesMachine, { input: { token, session } });
  const rows = useSelector(notices, noticeRows);
  const view = useSelector(notices, queueView, sameQueueView);
  const draft = useSelector(notices, noticeDraft);
  const errors = useSelector(notices, noticeErrors);
  const editing = useSelector(notices, editingNotice);
  const uploading = useSelector(notices, uploadingNoticePicture);
  const pictureName = useId();
  const contentId = useId();
  const popUpId = useId();
  const set = (field: NoticeField) => (value: string) => notices.send({ type: 'FIELD.CHANGE', field, value });
  const formTitle = editing === null ? 'Add a notice' : `Edit notice #${editing}`;
  return (
    <>
      <section aria-labelledby="ops-notices-title" aria-busy={!view.idle}>
        <h2 id="ops-notices-title">Notices</h2>
        <p>The news list in this order; the notices marked to pop up open on the home in it, once per visit.</p>
        <Outcome notice={view.notice} />
        {view.failed ? (
          <LoadFailed error={view.loadError} onRetry={() => notices.send({ type: 'RETRY' })} />
        ) : view.count === 0 ? (
          <p>{view.shown ? 'No notices: the news list is empty.' : 'Loading…'}</p>
        ) : (
          <table className="ops-table">
            <caption className="ops-visually-hidden">The notices in the news list's order</caption>
            <ColumnHeads columns={['Place', 'Notice', 'Pops up', 'Opens', 'Actions']} />
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.id}>
                  <td>{i + 1}</td>
                  <th scope="row">
                    Notice #{row.id}: {row.title}
                  </th>
                  <td>{row.popUp ? 'Yes' : 'No'}</td>
                  <td>{opensText(row)}</td>
                  <RowActions
                    what="notice"
                    id={row.id}
                    first={i === 0}
                    last={i === rows.length - 1}
                    idle={view.idle}
                    send={(event) => notices.send(event)}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="ops-notice-form">
        <h2 id="ops-notice-form">{formTitle}</h2>
        <Form onSubmit={() => notices.send({ type: 'SAVE' })} aria-labelledby="ops-notice-form">
          <TextField
            label="Title"
            name="title"
            value={draft.title}
            onChange={set('title')}
            hint="Up to 120 characters."
            error={errors.title}
          />
          <div className="field">
            <label className="field__label" htmlFor={contentId}>
              Text (the notice's page)
            </label>
            <textarea
              id={contentId}
              className="field__input"
              rows={5}
              maxLength={4_000}
              value={draft.content}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={errors.content ? `${contentId}-error` : undefined}
              onChange={(event) => set('content')(event.currentTarget.value)}
            />
            <FieldError id={`${contentId}-error`} error={errors.content} />
          </div>
          <fieldset className="field">
            <legend className="field__label">Picture</legend>
            {PICTURES.map((p) => (
              <label key={p.picture} className="ops-choice">
                <input
                  type="radio"
                  name={pictureName}
                  checked={draft.picture === p.picture}
                  onChange={() => notices.send({ type: 'PICTURE.CHANGE', picture: p.picture })}
                />{' '}
                {p.label}
              </label>
            ))}
          </fieldset>
          {draft.picture === 'drawn' && (
            <TextField
              label="Picture headline"
              name="headline"
              value={draft.headline}
              onChange={set('headline')}
              hint="Letters, digits and spaces; the server draws the picture with it."
              error={errors.imgUrl2}
            />
          )}
          {draft.picture === 'upload' && (
            <PictureFile
              fits="600 × 240 pixels fits the notice"
              idle={view.idle}
              uploading={uploading}
              uploaded={draft.uploaded}
              error={errors.imgUrl2}
              onPick={(file) => notices.send({ type: 'FILE.PICK', file })}
            />
          )}
          <div className="field ops-check">
            <input
              id={popUpId}
              type="checkbox"
              checked={draft.popUp}
              onChange={(event) => notices.send({ type: 'POPUP.CHANGE', popUp: event.currentTarget.checked })}
            />
            <label htmlFor={popUpId}>Pop up on the home, once per visit</label>
          </div>
          <TargetFields
            label="A tap on its picture opens"
            of="Notice's "
            target={draft.target}
            action={draft.action}
            errors={errors}
            onTarget={(target) => notices.send({ type: 'TARGET.CHANGE', target })}
            onAction={set('action')}
          />
          <div className="ops-actions">
            <Button type="submit" variant="primary" busy={!view.idle}>
              {editing === null ? 'Add notice' : `Save notice #${editing}`}
            </Button>
            {editing !== null && (
              <Button disabled={!view.idle} onClick={() => notices.send({ type: 'NEW' })}>
                Cancel notice edit
              </Button>
            )}
          </div>
        </Form>
      </section>
    </>
  );
}
