/** Text made safe inside HTML (element content and quoted attributes) for the server-rendered sandbox pages. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

/** A whole server-rendered page: the document shell every sandbox page shares, with its own style and body. */
export function htmlPage(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head><body>${body}</body></html>`;
}
