/** The reason a player will read for a refusal, typed on a queue row (its label is for screen readers only). */
export function ReasonInput(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label className="ops-visually-hidden" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="ops-input"
        value={props.value}
        placeholder="Reason for the player"
        maxLength={300}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </>
  );
}
