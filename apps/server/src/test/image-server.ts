import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ImageRoute = (response: ServerResponse, origin: string) => void;

/**
 * A local web server for linked-photo tests: each path answers by its route, and every
 * request is counted by path. Links name it as `https://127.0.0.1:<port>/…`; an app with
 * `linkedPhotosFromLoopback` fetches such links over plain HTTP.
 */
export async function startImageServer(routes: Record<string, ImageRoute>) {
  const hits: Record<string, number> = {};
  let origin = '';
  const server = createServer((request, response) => {
    const route = request.url ?? '/';
    hits[route] = (hits[route] ?? 0) + 1;
    const answer = routes[route];
    if (answer) answer(response, origin);
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  return {
    port,
    /** `https://127.0.0.1:<port><path>`, as an owner would link it. */
    link: (route: string) => `${origin}${route}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ImageServer = Awaited<ReturnType<typeof startImageServer>>;

/** Answers with `bytes` as `type`. */
export const serve =
  (bytes: Buffer | string, type: string): ImageRoute =>
  (response) => {
    response.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(bytes) });
    response.end(bytes);
  };

/** Answers with a redirect to `target` (a path on this server, or a whole address). */
export const redirectTo =
  (target: string): ImageRoute =>
  (response, origin) => {
    response.writeHead(302, { location: target.startsWith('/') ? `${origin}${target}` : target });
    response.end();
  };
