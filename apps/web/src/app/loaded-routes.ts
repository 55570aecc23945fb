import type { RouteObject } from 'react-router';

/**
 * `routes` with the screens already loaded in place (record 26: a server-drawn page
 * hydrates with its own screen, never with the loading fallback): each route in `loaded`
 * is copied with its module's fields and no `lazy`, and each route above it is copied to
 * hold the copy. The route objects themselves are shared (router.tsx, the server's
 * renderer, the tests) and stay as they are; routes with nothing loaded are kept as they are.
 */
export function withLoadedRoutes(
  routes: RouteObject[],
  loaded: ReadonlyMap<RouteObject, object>,
): RouteObject[] {
  return routes.map((route): RouteObject => {
    const module = loaded.get(route);
    const children = route.children && withLoadedRoutes(route.children, loaded);
    const childrenChanged = children?.some((child, index) => child !== route.children?.[index]);
    if (!module && !childrenChanged) return route;
    // A route module's fields are a route's own (router.tsx: `Component`, `handle`); an
    // index route has no children, so only a layout route takes new ones.
    return {
      ...route,
      ...(module && { ...module, lazy: undefined }),
      ...(childrenChanged && { children }),
    } as RouteObject;
  });
}
