/** React's own `useSyncExternalStore`, for what imports `use-sync-external-store/shim` (vite.config.ts). */
export { useSyncExternalStore } from 'react';
