import { useId } from 'react';
import { BANNER_ACTIVITIES, type TargetKind } from '../../api/contract/content';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/FieldError';
import { TextField } from '../../ui/TextField';

/** The pieces the banner form and the notice form share (/ops/content). */

const TARGETS: { kind: TargetKind; label: string }[] = [
  { kind: 'none', label: 'Nothing (a picture only)' },
  { kind: 'activity', label: 'An activity or page of the lobby' },
  { kind: 'game', label: 'A game' },
  { kind: 'url', label: 'An address elsewhere' },
];

/** What a row's buttons send: a move by one place, an edit, a removal. */
export type RowEvent =
  | { type: 'MOVE'; id: number; by: -1 | 1 }
  | { type: 'EDIT'; id: number }
  | { type: 'REMOVE'; id: number };

/** Up, Down, Edit and Remove for one row of an ordered list (`what` names it for a screen reader: "banner #3"). */
export function RowActions(props: {
  what: string;
  id: number;
  first: boolean;
  last: boolean;
  idle: boolean;
  send: (event: RowEvent) => void;
}) {
  const { what, id, idle, send } = props;
  const name = `${what} #${id}`;
  return (
    <td className="ops-decision">
      <Button
        disabled={!idle || props.first}
        onClick={() => send({ type: 'MOVE', id, by: -1 })}
        aria-label={`Move ${name} up`}
      >
        Up
      </Button>
      <Button
        disabled={!idle || props.last}
        onClick={() => send({ type: 'MOVE', id, by: 1 })}
        aria-label={`Move ${name} down`}
      >
        Down
      </Button>
      <Button disabled={!idle} onClick={() => send({ type: 'EDIT', id })} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button disabled={!idle} onClick={() => send({ type: 'REMOVE', id })} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </td>
  );
}

/** A picture file, unless told otherwise: its label, the types the picker offers and how the hint names them. */
const PICTURE = {
  label: 'Picture file',
  accept: 'image/png,image/jpeg,image/webp',
  kinds: 'PNG, JPEG or WebP, at most 1 MB',
};

/** The picture (or other) file field: uploaded as soon as it is picked (the server checks its bytes). */
export function PictureFile(props: {
  /** What size fits, for the hint ("750 × 300 pixels fits the banner"). */
  fits: string;
  /** Another kind of file (the promotional video's). */
  kind?: typeof PICTURE;
  idle: boolean;
  uploading: boolean;
  /** The uploaded picture's address ('' while none is). */
  uploaded: string;
  error: string | undefined;
  onPick: (file: File) => void;
}) {
  const id = useId();
  const kind = props.kind ?? PICTURE;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {kind.label}
      </label>
      <input
        id={id}
        type="file"
        accept={kind.accept}
        className="field__input"
        disabled={!props.idle}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) props.onPick(file);
          event.currentTarget.value = '';
        }}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {kind.kinds}; {props.fits}.{' '}
        {props.uploading ? 'Uploading…' : props.uploaded ? 'A file is uploaded.' : 'None uploaded yet.'}
      </p>
      <FieldError id={`${id}-error`} error={props.error} />
    </div>
  );
}

/**
 * What a tap opens: nothing, an activity or page of the lobby, a game or an address elsewhere, and the field that
 * names it. `of` prefixes the fields' labels where two forms share a page ("Notice's game id").
 */
export function TargetFields(props: {
  label: string;
  of?: string;
  target: TargetKind;
  action: string;
  errors: { target?: string | undefined; action?: string | undefined };
  /** The activities offered (the banners' unless told). */
  activities?: Readonly<Record<string, string>>;
  onTarget: (target: TargetKind) => void;
  onAction: (value: string) => void;
}) {
  const { target, action, errors, onAction } = props;
  const of = props.of ?? '';
  const targetId = useId();
  const activityId = useId();
  const label = (text: string) => (of ? `${of}${text.charAt(0).toLowerCase()}${text.slice(1)}` : text);
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={targetId}>
          {props.label}
        </label>
        <select
          id={targetId}
          className="ops-input"
          value={target}
          aria-invalid={errors.target ? true : undefined}
          onChange={(event) => props.onTarget(event.currentTarget.value as TargetKind)}
        >
          {TARGETS.map((t) => (
            <option key={t.kind} value={t.kind}>
              {t.label}
            </option>
          ))}
        </select>
        <FieldError id={`${targetId}-error`} error={errors.target} />
      </div>
      {target === 'activity' && (
        <div className="field">
          <label className="field__label" htmlFor={activityId}>
            {label('Activity or page')}
          </label>
          <select
            id={activityId}
            className="ops-input"
            value={action}
            aria-invalid={errors.action ? true : undefined}
            aria-describedby={errors.action ? `${activityId}-error` : undefined}
            onChange={(event) => onAction(event.currentTarget.value)}
          >
            <option value="">Choose…</option>
            {Object.entries(props.activities ?? BANNER_ACTIVITIES).map(([key, text]) => (
              <option key={key} value={key}>
                {text}
              </option>
            ))}
          </select>
          <FieldError id={`${activityId}-error`} error={errors.action} />
        </div>
      )}
      {target === 'game' && (
        <TextField
          label={label('Game id')}
          name="action"
          inputMode="numeric"
          value={action}
          onChange={onAction}
          hint="The number the Games page shows."
          error={errors.action}
        />
      )}
      {target === 'url' && (
        <TextField
          label={label('Address')}
          name="action"
          value={action}
          onChange={onAction}
          hint="Starts with https://."
          error={errors.action}
        />
      )}
    </>
  );
}
