/** A moment of a back-office row, machine-readable in `dateTime` and shown in Philippine English. */
export function OpsTime({ at, timeOnly = false }: { at: number; timeOnly?: boolean }) {
  const date = new Date(at);
  return (
    <time dateTime={date.toISOString()}>
      {timeOnly ? date.toLocaleTimeString('en-PH') : date.toLocaleString('en-PH')}
    </time>
  );
}
