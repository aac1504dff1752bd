/**
 * Hands a file the page fetched to the browser as a download (never shown inline): an object URL clicked through a
 * detached link, released at once. Used by the back office for identity documents (docs/ops.md).
 */
export function saveFile(blob: Blob, filename: string): void {
  if (typeof document === 'undefined') return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
