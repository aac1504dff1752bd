/** Which later issue brings a page (docs/routes.md); null: no issue lists it (the spec does not show its behaviour). */
export type Issue = 3 | 4 | 5 | 6;

/** What the route guard and the NotYetAvailable screen read from a matched route (`useMatches`). */
export interface RouteHandle {
  /** Opens without login (spec §2); every other route sends a guest to /login. */
  public: boolean;
  /** Set on routes whose page is not built yet. */
  issue?: Issue | null;
}

export function routeHandle(value: unknown): RouteHandle | undefined {
  return typeof value === 'object' && value !== null && 'public' in value ? (value as RouteHandle) : undefined;
}
