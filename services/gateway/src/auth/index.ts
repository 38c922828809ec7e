export { AuthHttpModule } from './auth-http.module';
export { SessionGuard, AUTHENTICATION_REQUIRED } from './session.guard';
export { CurrentCustomer } from './current-customer.decorator';
export type { ApiKeyCustomer, CustomerRequest, CustomerSession } from './customer-request';
export { CsrfMiddleware, CSRF_EXEMPT_PATHS, CSRF_EXEMPT_PREFIXES, CROSS_SITE_REFUSED } from './csrf.middleware';
export { SameOriginGuard, StateChangingGet } from './same-origin.guard';
export { validateBody } from './validate-body';
export { AuthClient } from './auth.client';
export { SessionCookie, SESSION_COOKIE } from './session-cookie';
