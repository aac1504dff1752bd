export interface SkeletonProps {
  /** Accessible description of what is loading. */
  label: string;
  /** Number of placeholder game tiles (rows of 5). */
  tiles?: number;
  /** Show a placeholder tab bar above the tiles. */
  withTabs?: boolean;
}

/** Grey placeholders in the shape of the content to come, so nothing jumps when it arrives. */
export function Skeleton({ label, tiles = 15, withTabs = false }: SkeletonProps) {
  return (
    <div className="skeleton" role="status" aria-busy="true" aria-label={label}>
      {withTabs && (
        <div className="skeleton__tabs">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
            <span key={i} className="skeleton__block skeleton__tab" />
          ))}
        </div>
      )}
      <div className="game-grid">
        {Array.from({ length: tiles }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
          <span key={i} className="skeleton__block skeleton__tile" />
        ))}
      </div>
    </div>
  );
}
