import { describe, expect, it } from 'vitest';
import { buildRoute, ROUTES } from './routes';

describe('buildRoute', () => {
  it('fills route parameters', () => {
    expect(buildRoute(ROUTES.userMail, { params: { id: '42' } })).toBe('/users/42/mail');
  });

  it('adds query parameters', () => {
    expect(buildRoute(ROUTES.users, { query: { page: 2, plan: 'pro', search: undefined } })).toBe('/users?page=2&plan=pro');
  });
});
