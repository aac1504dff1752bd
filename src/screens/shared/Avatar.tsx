/**
 * Default image when the player's avatar file is missing (spec §2: a default fallback). Inline, so the fallback
 * itself can never be missing.
 */
export const AVATAR_FALLBACK =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='32' fill='%231b2660'/%3E%3Ccircle cx='32' cy='25' r='11' fill='%23f6c445'/%3E%3Cpath d='M12 54c3-11 11-16 20-16s17 5 20 16' fill='%23f6c445'/%3E%3C/svg%3E";

/** The avatar image by index (spec §2: /static/avatar/avatar_{avatar}.png), falling back to the default one. */
export function Avatar({ avatar, className = 'avatar' }: { avatar: number; className?: string }) {
  return (
    <img
      className={className}
      src={`/static/avatar/avatar_${avatar}.png`}
      alt=""
      width={64}
      height={64}
      onError={(event) => {
        // A missing file shows the default image once (no loop if the default is missing too).
        const image = event.currentTarget;
        if (image.src !== AVATAR_FALLBACK) image.src = AVATAR_FALLBACK;
      }}
    />
  );
}
