/** A page planned for a later release (docs/routes.md); null: none is planned (the spec does not show it). */
export type Planned = 'planned';

/** What the route guard and the NotYetAvailable screen read from a matched route (`useMatches`). */
export interface RouteHandle {
  /** Opens without login (spec §2); every other route sends a guest to /login. */
  public: boolean;
  /** Set on routes whose page is not built yet. */
  later?: Planned | null;
}

export function routeHandle(value: unknown): RouteHandle | undefined {
  return typeof value === 'object' && value !== null && 'public' in value ? (value as RouteHandle) : undefined;
}
