import type { PageHead, ServerPage, ServerPageArgs } from './page-head';

/**
 * A server-rendered page with no data of its own (legal pages, login, sign-up): its head
 * only.
 */
export const staticServerPage = (
  head: (t: ServerPageArgs['t']) => Omit<PageHead, 'status'>,
): ServerPage => ({
  prefetch: async ({ t }) => head(t),
});
