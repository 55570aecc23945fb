import type { TFunction } from 'i18next';
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
import type { Language } from '@kodesha/domain';
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

// Every language's words, at hand: a page is drawn in the reader's language in one pass.
const otherLanguages = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../../locales/fr*.ts', '../../locales/rw*.ts'],
  { eager: true },
);
for (const [file, words] of Object.entries(otherLanguages))
  i18n.addTranslations(/\/(fr|rw)[^/]*\.ts$/.exec(file)![1]!, words.default);
// Nothing to fetch, then: switching the language a page is drawn in loads no chunk.
i18n.useLoader(undefined);

/** Calls to the API go straight into the server, never over the network (set once). */
export function connectApi(transport: ApiTransport): void {
  setApiTransport(transport);
}

const shellHead = (path: string, t: TFunction): PageHead => ({
  title: t('brand.tagline'),
  description: t('meta.siteDescription'),
  canonical: path,
});

/**
 * A page in the reader's language (rules §9.15). Requests overlap while their data is read,
 * so the words of each come from its own `t`; the language shown is set only for the one
 * synchronous pass that draws it.
 */
export async function renderPage(
  url: string,
  origin: string,
  language: Language = 'en',
): Promise<RenderedPage> {
  const t = i18n.fixedT(language);
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
    return { kind: 'shell', head: headTags(shellHead(pathname, t), origin, language) };
  }

  const queryClient = createQueryClient(new Set(), { onServer: true });
  const head = await leaf.route.handle.prefetch({
    queryClient,
    params: leaf.params,
    searchParams: new URL(url, origin).searchParams,
    t,
    language,
    origin,
  });
  const html = render(context, queryClient, language);
  // A list whose data could not be read draws its error state; the answer says so too.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  return {
    kind: 'page',
    status: head.status ?? (failed ? 503 : 200),
    head: headTags(head, origin, language),
    html,
    state: `<script type="application/json" id="${pageStateId}">${serializePageState(dehydratePage(queryClient))}</script>`,
  };
}

function render(
  context: StaticHandlerContext,
  queryClient: ReturnType<typeof createQueryClient>,
  language: Language,
) {
  const router = createStaticRouter(handler.dataRoutes, context);
  i18n.setLanguage(language);
  try {
    return renderToString(
      <Providers client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    );
  } finally {
    i18n.setLanguage('en');
  }
}
