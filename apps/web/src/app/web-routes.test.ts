import { MAX_PATH_PARAM_LENGTH, matchWebAppRoute, WEB_APP_ROUTES } from '@talentdeck/shared';
import { describe, expect, it } from 'vitest';
import { routePaths } from './route-paths';
import { routes } from './router';

/**
 * The server answers 200 only for the paths of WEB_APP_ROUTES (packages/shared) and 404 noindex for
 * anything else (apps/api/src/platform/web.ts): the list must be exactly the router's table, or a
 * new page would answer 404 to every visitor, and a removed one would still look like a page.
 */
describe('the server knows the route table', () => {
  const tablePaths = [...new Set(routePaths(routes))].filter((p) => p !== '*').sort();

  it('lists every route of router.tsx, and only those', () => {
    const known: readonly string[] = WEB_APP_ROUTES;
    expect(
      tablePaths.filter((p) => !known.includes(p)),
      'routes of router.tsx missing from WEB_APP_ROUTES',
    ).toEqual([]);
    expect(
      known.filter((p) => !tablePaths.includes(p)),
      'entries of WEB_APP_ROUTES that router.tsx has no route for',
    ).toEqual([]);
  });

  it('recognises every route of router.tsx, its parameters filled up to the longest value taken', () => {
    for (const path of tablePaths) {
      expect(matchWebAppRoute(path.replace(/:\w+/g, 'x'.repeat(MAX_PATH_PARAM_LENGTH))), path).toBe(path);
      expect(matchWebAppRoute(path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000')), path).toBe(path);
    }
  });
});
