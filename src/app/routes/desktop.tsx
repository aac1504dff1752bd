import type { RouteObject } from 'react-router-dom';
import { buildRoutes } from './tree';

/** The desktop route tree, generated from the page map (src/api/contract/pages.ts; docs/routes.md). */
export const desktopRoutes: RouteObject[] = buildRoutes('desktop');
