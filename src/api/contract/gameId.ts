/** A game page's `gameId` query value (/start?gameId=): a positive whole number, else null. */
export function parseGameId(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
