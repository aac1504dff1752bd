import type { ComponentType, ReactNode } from 'react';

/**
 * Route-module helpers of the page screens (./screens.ts) and the NotFound route. Every screen is a route module
 * loaded on first use (route-level code splitting): the guest opening /lobby/home downloads the home screen and
 * nothing else. A route module exports its screen as `Component`.
 */

export type ScreenModule = Promise<{ Component: ComponentType }>;

/** Loads a route module (a dynamic import); ./tree.tsx turns each into a lazy, preloadable screen. */
export type Lazy = () => ScreenModule;

/** The one screen of every page whose screen comes later (docs/routes.md). */
export const notYetAvailable: Lazy = () => import('../../screens/missingPages/NotYetAvailable');

/** Unknown addresses (the catch-all route of ./tree.tsx). */
export const notFound: Lazy = () => import('../../screens/missingPages/NotFound');

type AreaWrapper = Promise<ComponentType<{ children: ReactNode }>>;

/**
 * A screen of an area whose messages load with its code (src/screens/shared/AreaIntl.tsx): the route module
 * renders the screen inside the area's IntlProvider, so the guest home never downloads those texts.
 */
function inArea(wrapper: () => AreaWrapper, load: () => ScreenModule): Lazy {
  return async () => {
    const [{ Component: Screen }, Wrapper] = await Promise.all([load(), wrapper()]);
    return {
      // biome-ignore lint/correctness/noComponentHookFactories: made once per route module (the lazy screen keeps it), never per render.
      Component: () => (
        <Wrapper>
          <Screen />
        </Wrapper>
      ),
    };
  };
}

/** A wallet or bank screen (src/screens/wallet/WalletIntl.tsx). */
export function walletArea(load: () => ScreenModule): Lazy {
  return inArea(() => import('../../screens/wallet/WalletIntl').then((m) => m.WalletIntl), load);
}

/** An activity or rewards screen (src/screens/activity/ActivityIntl.tsx). */
export function activityArea(load: () => ScreenModule): Lazy {
  return inArea(() => import('../../screens/activity/ActivityIntl').then((m) => m.ActivityIntl), load);
}

/** An account screen: login, register, forget, bind, LINE (src/screens/auth/AuthIntl.tsx). */
export function authArea(load: () => ScreenModule): Lazy {
  return inArea(() => import('../../screens/auth/AuthIntl').then((m) => m.AuthIntl), load);
}

/** A screen of the player's own area: profile, mail, tasks, VIP, more (src/screens/profile/ProfileIntl.tsx). */
export function profileArea(load: () => ScreenModule): Lazy {
  return inArea(() => import('../../screens/profile/ProfileIntl').then((m) => m.ProfileIntl), load);
}
