import { describe, expect, it } from 'vitest';
import { MAX_PATH_PARAM_LENGTH, matchWebAppRoute, SERVER_RENDERED_ROUTES, WEB_APP_ROUTES } from './web-routes.js';

describe('matchWebAppRoute', () => {
  it('finds each route of the table, its parameters filled', () => {
    for (const route of WEB_APP_ROUTES) expect(matchWebAppRoute(route.replace(/:\w+/g, 'abc-123')), route).toBe(route);
    expect(SERVER_RENDERED_ROUTES.every((r) => (WEB_APP_ROUTES as readonly string[]).includes(r))).toBe(true);
  });

  it('matches as React Router does: any case, trailing slashes, percent-decoded segments', () => {
    expect(matchWebAppRoute('/SignIn')).toBe('/signin');
    expect(matchWebAppRoute('/signin/')).toBe('/signin');
    expect(matchWebAppRoute('/profilesettings/changepassword//')).toBe('/profilesettings/changePassword');
    expect(matchWebAppRoute('/sign%69n')).toBe('/signin');
    expect(matchWebAppRoute('/resetpassword/a%2Fb')).toBe('/resetpassword/:id');
    expect(matchWebAppRoute('/candidate/jobs/%F0%9F%98%80')).toBe('/candidate/jobs/:jobId');
  });

  it('finds nothing for other addresses', () => {
    for (const path of [
      '',
      'signin',
      '/no/such/page',
      '/signin/extra',
      '/resetpassword',
      '/resetpassword/',
      '/candidate//jobs',
      '/careers/globex',
      '/api/jobs',
      '/resetpassword/%ZZ',
    ])
      expect(matchWebAppRoute(path), path).toBeUndefined();
  });

  it('takes a parameter of at most MAX_PATH_PARAM_LENGTH characters, counted decoded', () => {
    expect(matchWebAppRoute(`/job-summary/${'x'.repeat(MAX_PATH_PARAM_LENGTH)}`)).toBe('/job-summary/:jobId');
    expect(matchWebAppRoute(`/job-summary/${'x'.repeat(MAX_PATH_PARAM_LENGTH + 1)}`)).toBeUndefined();
    expect(matchWebAppRoute(`/resetpassword/${'%C3%A9'.repeat(MAX_PATH_PARAM_LENGTH)}`)).toBe('/resetpassword/:id');
    expect(matchWebAppRoute(`/resetpassword/${'%C3%A9'.repeat(MAX_PATH_PARAM_LENGTH + 1)}`)).toBeUndefined();
  });
});
