import { PRODUCT_NAME } from '../lib/site-info';

export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M12 9.5v13l10-6.5z" fill="#fff" />
      </svg>
      <span className="logo__text">{PRODUCT_NAME}</span>
    </span>
  );
}
