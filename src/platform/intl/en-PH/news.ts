/**
 * en-PH messages of the news pages (the notice list and a notice). Loaded with their code
 * (src/screens/news/NoticeListScreen.tsx and NoticeDetailScreen.tsx, inside their AreaIntl), never with the first
 * screen; the home's notice pop-up keeps its texts in ./lobby.ts.
 */
export const newsMessages = {
  'news.title': 'News',
  'news.back': 'Back to news',
  'news.empty': 'No news right now.',
  'news.missing': 'This notice is no longer available.',
  'news.open': 'Go',
} as const satisfies Record<string, string>;
