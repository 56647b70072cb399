import { describe, expect, it } from 'vitest';
import { routeAudiences } from './route-audiences';
import { routePaths } from './route-paths';
import { routes } from './router';

/** The names a path needs values for: `:id` segments and the splat. */
function paramNames(path: string): string[] {
  return path.split('/').flatMap((segment) => (segment.startsWith(':') ? [segment.slice(1)] : segment === '*' ? ['*'] : []));
}

describe('the accessibility sweep covers the route table', () => {
  const tablePaths = [...new Set(routePaths(routes))].sort();
  const manifestPaths = Object.keys(routeAudiences).sort();

  it('reads the real table, nested routes included', () => {
    expect(tablePaths).toContain('/profilesettings');
    expect(tablePaths).toContain('/profilesettings/businessprofile');
    expect(tablePaths).toContain('/resetpassword/:id');
    expect(tablePaths).toContain('*');
  });

  it('lists every route of the table, and only those', () => {
    const missing = tablePaths.filter((path) => !(path in routeAudiences));
    const gone = manifestPaths.filter((path) => !tablePaths.includes(path));
    expect(missing, 'routes without an audience in route-audiences.ts').toEqual([]);
    expect(gone, 'entries of route-audiences.ts that no route has').toEqual([]);
  });

  it('gives a value to each parameter of a path, and to nothing else', () => {
    for (const [path, visit] of Object.entries(routeAudiences)) {
      expect(Object.keys(visit.params ?? {}).sort(), path).toEqual(paramNames(path).sort());
    }
  });
});
