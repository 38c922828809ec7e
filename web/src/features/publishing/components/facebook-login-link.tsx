import { META_LOGIN_PATH } from '@reelmix/contracts/browser';
import { buttonClassName } from '@reelmix/ui';

/**
 * Facebook Login: a plain link, since the gateway answers it with a redirect to Meta's dialog and
 * Meta sends the browser back to this page. Nothing of the login passes through page scripts.
 */
export function FacebookLoginLink({ label = 'Continue with Facebook' }: { label?: string }) {
  return (
    <a href={META_LOGIN_PATH} className={buttonClassName({ size: 'sm' })}>
      {label}
    </a>
  );
}
