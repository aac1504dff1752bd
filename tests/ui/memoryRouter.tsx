import type { Location, RouteObject } from 'react-router-dom';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { AppRouter } from '../../src/app/AppRouter';
import { mobileRoutes } from '../../src/app/routes/mobile';

/**
 * The app's router (src/app/AppRouter.tsx) on a memory history at `entry`: `router` to render inside the
 * providers, `history` to read where the player went (`history.location`) or to go somewhere (`history.push`).
 */
export function memoryRouter(entry: string | Partial<Location>, routes: RouteObject[] = mobileRoutes) {
  const history = createMemoryHistory({ initialEntries: [entry], v5Compat: true });
  return { history, router: <AppRouter routes={routes} history={history} /> };
}
