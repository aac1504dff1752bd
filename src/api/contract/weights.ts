/** The index of the entry a roll in [0, the weights' sum) lands on by cumulative weight; -1 past the end. */
export function weightedIndex(entries: readonly { weight: number }[], roll: number): number {
  let left = roll;
  for (const [index, entry] of entries.entries()) {
    if (left < entry.weight) return index;
    left -= entry.weight;
  }
  return -1;
}
