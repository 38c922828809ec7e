import { describe, expect, it } from 'vitest';
import { buildRoute, ROUTES } from './routes';

describe('buildRoute', () => {
  it('returns a plain route unchanged', () => {
    expect(buildRoute(ROUTES.pricing)).toBe('/pricing');
  });

  it('fills and encodes route parameters', () => {
    expect(buildRoute(ROUTES.resetPassword, { params: { token: 'a/b c' } })).toBe('/reset-password/a%2Fb%20c');
  });

  it('adds query parameters and skips undefined ones', () => {
    expect(buildRoute(ROUTES.login, { query: { redirect: ROUTES.affiliate, ref: undefined } })).toBe(
      '/login?redirect=%2Faffiliate',
    );
    expect(buildRoute(ROUTES.login, { query: { signup: 'pro' } })).toBe('/login?signup=pro');
  });
});
