import { matchRoutes, type RouteObject } from 'react-router';

// The router registers its route table here so menus can hide entries whose page is not built yet
// ("nothing leads to a fake page") without shells importing router.tsx (which imports the shells).

let registered: RouteObject[] = [];

export function registerRoutes(routes: RouteObject[]): void {
  registered = routes;
}

/** True when `path` is served by a real route, not by the catch-all 404. */
export function routeExists(path: string): boolean {
  const matches = matchRoutes(registered, path);
  if (!matches || matches.length === 0) return false;
  const leaf = matches[matches.length - 1]!;
  return leaf.route.path !== '*';
}
