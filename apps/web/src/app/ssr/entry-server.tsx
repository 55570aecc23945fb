import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { i18n } from '../i18n';
import { isServerPage, type PageHead } from '../page-head';
import { Providers } from '../providers';
import { createQueryClient } from '../query-client';
import { routes } from '../router';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';
import { headTags } from './head-tags';
import { dehydratePage, pageStateId, serializePageState } from './page-state';

/**
 * Server rendering of the public pages (rules §9.16). Built by Vite as its own module
 * (`dist-server/entry-server.js`) and called by the API server for every page request.
 */
export type RenderedPage =
  | { kind: 'page'; status: number; head: string; html: string; state: string }
  /** A screen the browser draws alone (private, or booking): the shell, with a plain head. */
  | { kind: 'shell'; head: string }
  | { kind: 'redirect'; location: string };

const handler = createStaticHandler(routes);

/** Calls to the API go straight into the server, never over the network (set once). */
export function connectApi(transport: ApiTransport): void {
  setApiTransport(transport);
}

const shellHead = (path: string): PageHead => ({
  title: i18n.t('brand.tagline'),
  description: i18n.t('meta.siteDescription'),
  canonical: path,
});

export async function renderPage(url: string, origin: string): Promise<RenderedPage> {
  const request = new Request(new URL(url, origin));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('location') ?? '/' };
  }
  const leaf = context.matches.at(-1);
  // Any unknown path goes home (rules §9.1).
  if (!leaf || leaf.route.path === '*') return { kind: 'redirect', location: '/' };
  const pathname = new URL(url, origin).pathname;
  if (!isServerPage(leaf.route.handle)) {
    return { kind: 'shell', head: headTags(shellHead(pathname), origin) };
  }

  const queryClient = createQueryClient(new Set(), { onServer: true });
  const head = await leaf.route.handle.prefetch({
    queryClient,
    params: leaf.params,
    searchParams: new URL(url, origin).searchParams,
    t: i18n.t,
    origin,
  });
  const html = render(context, queryClient);
  // A list whose data could not be read draws its error state; the answer says so too.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  return {
    kind: 'page',
    status: head.status ?? (failed ? 503 : 200),
    head: headTags(head, origin),
    html,
    state: `<script type="application/json" id="${pageStateId}">${serializePageState(dehydratePage(queryClient))}</script>`,
  };
}

function render(context: StaticHandlerContext, queryClient: ReturnType<typeof createQueryClient>) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
