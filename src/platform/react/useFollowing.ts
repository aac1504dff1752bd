import { useLayoutEffect } from 'react';

/** How many mounted components follow each object (`useFollowing`). */
const followers = new WeakMap<object, number>();

/** True while at least one mounted component follows `followed`. */
export const isFollowed = (followed: object): boolean => followers.has(followed);

/**
 * Counts the component as following `followed` (an actor whose events it handles) for its life, from its commit:
 * what a fallback outside React reads to stay out of the way (`followNavigateUntilMounted` in ../navigation.ts).
 */
export function useFollowing(followed: object): void {
  useLayoutEffect(() => {
    followers.set(followed, (followers.get(followed) ?? 0) + 1);
    return () => {
      const left = (followers.get(followed) ?? 1) - 1;
      if (left > 0) followers.set(followed, left);
      else followers.delete(followed);
    };
  }, [followed]);
}
