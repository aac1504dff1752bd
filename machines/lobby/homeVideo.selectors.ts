import type { SnapshotFrom } from 'xstate';
import type { homeVideoMachine } from './homeVideo.machine';
import { MOVING } from './pausable';

/** What the home's promotional video (src/screens/lobby/HomeVideo.tsx) reads from its machine. */
type Video = SnapshotFrom<typeof homeVideoMachine>;

/** Playing or about to (its Pause button shows): not paused by the player, not held for reduced motion. */
export const videoMoving = (snapshot: Video): boolean => snapshot.hasTag(MOVING);

/** The video plays now: the page has settled and nothing holds it. */
export const videoRunning = (snapshot: Video): boolean => snapshot.matches({ playing: 'running' });

export interface VideoSource {
  src: string;
  /** The source's MIME type, when its name tells it: a browser skips a type it cannot play without a request. */
  type?: string;
}

const VIDEO_TYPES = { webm: 'video/webm', mp4: 'video/mp4' } as const;

/** The server's own videos come as WebM and MP4 twins (server/static/video.ts). */
const TWINNED = /^(.*\/static\/video\/[^/]+)\.(webm|mp4)$/i;

/**
 * The sources of a promotional video (docs/design.md "Promotional video"). The contract gives one `path`; one of
 * the server's own videos has its twin beside it, offered WebM first, the smaller file for the browsers that play
 * it, then MP4, which every browser plays. A video uploaded in /ops is one file, offered alone with the type its
 * name tells, and any other path as it is.
 */
export function videoSources(url: string): VideoSource[] {
  const twinned = TWINNED.exec(url);
  if (twinned) {
    return (['webm', 'mp4'] as const).map((ext) => ({ src: `${twinned[1]}.${ext}`, type: VIDEO_TYPES[ext] }));
  }
  const ext = /\.(webm|mp4)$/i.exec(url)?.[1]?.toLowerCase() as keyof typeof VIDEO_TYPES | undefined;
  return [ext ? { src: url, type: VIDEO_TYPES[ext] } : { src: url }];
}
