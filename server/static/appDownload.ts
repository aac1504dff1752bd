import type { Hono } from 'hono';

/** Where the seeded web config's h5.downloadUrl points (server/seed/webConfig.ts). */
export const APP_DOWNLOAD_PATH = '/download/lucky-lobby.apk';

/**
 * The app download of the sandbox: the reference server has no Android build, so it serves a small stand-in file
 * with the APK type and an attachment name, and the download flow (prompt → /apkdownload → file) runs end to end.
 * A real deployment points h5.downloadUrl at its store or APK host. docs/activity-server.md.
 */
export function registerAppDownload(app: Hono): void {
  app.get(APP_DOWNLOAD_PATH, (c) =>
    c.body('Lucky Lobby sandbox: stand-in for the Android app package.\n', 200, {
      'Content-Type': 'application/vnd.android.package-archive',
      'Content-Disposition': 'attachment; filename="lucky-lobby.apk"',
      'Cache-Control': 'no-store',
    }),
  );
}
