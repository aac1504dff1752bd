/**
 * A sideways row (a strip of day chips) scrolled so its current item (`aria-current`) stands in the middle. It jumps,
 * never glides: it runs once as the row appears, before the player looks, and so it is no motion under a
 * reduced-motion setting either. A ref callback's target: it is called with the row as it mounts.
 */
export function centreCurrentItem(row: HTMLElement | null): void {
  const current = row?.querySelector<HTMLElement>('[aria-current]');
  if (!row || !current || row.scrollWidth <= row.clientWidth) return;
  row.scrollLeft = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
}
