import type { RouteObject } from 'react-router-dom';
import { buildRoutes } from './tree';

/** The mobile route tree, generated from the page map (src/api/contract/pages.ts; docs/routes.md). */
export const mobileRoutes: RouteObject[] = buildRoutes('mobile');
