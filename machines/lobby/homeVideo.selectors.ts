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

/**
 * The sources of a promotional video (docs/design.md "Promotional video"). The contract gives one `path`; a path
 * ending in .webm or .mp4 has its twin beside it (the server's videos come in both), offered WebM first, the
 * smaller file for the browsers that play it, then MP4, which every browser plays. A twin that is missing (an
 * operator's single file) costs one failed request: the browser moves on to the next source. Any other path is
 * offered as it is.
 */
export function videoSources(url: string): VideoSource[] {
  const match = /^(.*)\.(webm|mp4)$/i.exec(url);
  if (!match) return [{ src: url }];
  const stem = match[1];
  return (['webm', 'mp4'] as const).map((ext) => ({ src: `${stem}.${ext}`, type: VIDEO_TYPES[ext] }));
}
