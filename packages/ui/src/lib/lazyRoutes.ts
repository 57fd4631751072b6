import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy parts of the routes that `pathname` opens and puts them on the route objects,
 * so a router made from `routes` afterwards shows that page in its very first render. Both SPAs
 * call this before rendering: a page sent already rendered (apps/web app/prerender) is hydrated
 * into the same markup, and no other page flashes an empty frame while its chunk arrives.
 */
export async function loadRoutesFor(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'object') return;
      const parts = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await load?.()] as const),
      );
      Object.assign(route, Object.fromEntries(parts));
      route.lazy = undefined;
    }),
  );
}
