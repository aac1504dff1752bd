/**
 * Why a field was refused, under it; `id` is what the field's `aria-describedby` names, so a screen reader reads
 * the reason with the field. Nothing is drawn while there is no reason.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field__error" id={id}>
      {error}
    </p>
  ) : null;
}
