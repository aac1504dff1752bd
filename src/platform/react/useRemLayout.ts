import { useLayoutEffect } from 'react';
import { startRemLayout } from '../remLayout';

/** Mounts the rem layout for the life of the app shell. */
export function useRemLayout(desktop: boolean): void {
  useLayoutEffect(() => startRemLayout(desktop), [desktop]);
}
