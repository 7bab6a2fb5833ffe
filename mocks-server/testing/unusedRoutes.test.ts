import { templatePattern, unusedRoutes } from './unusedRoutes';

const routes = [
  { method: 'POST', path: '/api/v1/flow/flows/my/search' },
  { method: 'POST', path: '/api/v1/flow/flows/:id/:verb' },
  { method: 'GET', path: '/api/v1/flow/flows/:id' },
  { method: 'PUT', path: '/__lab/object-store/:bucket/*key' },
  { method: 'GET', path: '/__lab/health' },
];

describe('templatePattern', () => {
  it('reads a parameter as one segment and a splat as several', () => {
    expect(templatePattern('/flows/:id').test('/flows/b1')).toBe(true);
    expect(templatePattern('/flows/:id').test('/flows/b1/trips')).toBe(false);
    expect(templatePattern('/store/:bucket/*key').test('/store/b/a/c.png')).toBe(true);
  });

  it('treats braces as an optional part and dots as plain text', () => {
    expect(templatePattern('/files{/:name}').test('/files')).toBe(true);
    expect(templatePattern('/files{/:name}').test('/files/a')).toBe(true);
    expect(templatePattern('/app-config.json').test('/app-configxjson')).toBe(false);
  });
});

describe('unusedRoutes', () => {
  it('lists the journaled routes no seen call reached, leaving the admin routes out', () => {
    const seen = ['GET /api/v1/flow/flows/b1', 'PUT /__lab/object-store/tenant/x/y.png'];
    expect(unusedRoutes(routes, seen)).toEqual([
      'POST /api/v1/flow/flows/my/search',
      'POST /api/v1/flow/flows/:id/:verb',
    ]);
  });

  it('gives a call to the first route that matches it, as Express does', () => {
    const seen = ['POST /api/v1/flow/flows/my/search'];
    expect(unusedRoutes(routes, seen)).toContain('POST /api/v1/flow/flows/:id/:verb');
  });

  it('does not count a call with another method', () => {
    expect(unusedRoutes(routes, ['POST /api/v1/flow/flows/b1'])).toContain(
      'GET /api/v1/flow/flows/:id',
    );
  });

  it('counts a key served by two routers as called when a call reaches either', () => {
    // The ref lookups answer GET /api/v1/organization/departments with a query and pass the
    // bare call on to the organization router: one key, two layers, the journal cannot tell.
    const twice = [
      { method: 'GET', path: '/api/v1/organization/departments' },
      { method: 'GET', path: '/api/v1/organization/departments' },
    ];
    expect(unusedRoutes(twice, ['GET /api/v1/organization/departments'])).toEqual([]);
  });
});
