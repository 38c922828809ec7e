import { routeLabelOf, UNMATCHED_ROUTE } from './route-label';

describe('routeLabelOf', () => {
  it('is the pattern of the route that matched, never the path with its ids', () => {
    expect(routeLabelOf({ baseUrl: '', route: { path: '/api/jobs/:id' } })).toBe('/api/jobs/:id');
  });

  it('puts a router mount point in front of the route pattern', () => {
    expect(routeLabelOf({ baseUrl: '/api/v1', route: { path: '/jobs/:id' } })).toBe('/api/v1/jobs/:id');
  });

  it('is "unmatched" when only the catch-all route of the middleware matched', () => {
    expect(routeLabelOf({ baseUrl: '', route: { path: '/{*path}' } }, '/{*path}')).toBe(UNMATCHED_ROUTE);
    expect(routeLabelOf({ baseUrl: '', route: { path: '/api/auth/me' } }, '/{*path}')).toBe('/api/auth/me');
  });

  it('is "unmatched" when no route took the request, or its pattern is not a string', () => {
    expect(routeLabelOf({ baseUrl: '' })).toBe(UNMATCHED_ROUTE);
    expect(routeLabelOf({ baseUrl: '', route: { path: /^\/x/ } })).toBe(UNMATCHED_ROUTE);
  });
});
