/**
 * Remembers up to `limit` drawn pictures by key, dropping the oldest first: 10,000 games are drawn on request,
 * never at start-up, and a busy lobby's covers stay in memory.
 */
export function memo<V>(limit: number): (key: string, draw: () => V) => V {
  const kept = new Map<string, V>();
  return (key, draw) => {
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const value = draw();
    if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
    kept.set(key, value);
    return value;
  };
}
