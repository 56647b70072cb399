import type { RouteObject } from 'react-router';

/**
 * Every full path of a route table: layouts add nothing, children join their parent's path. For
 * the tests that hold other lists to `routes` (router.tsx); the app itself never imports this file.
 */
export function routePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.index ? parent : joinPath(parent, route.path);
    const here = route.index || route.path !== undefined ? [own || '/'] : [];
    return [...here, ...routePaths(route.children ?? [], own)];
  });
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/') || path === '*') return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}
