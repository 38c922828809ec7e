import { Inject, Injectable } from '@nestjs/common';
import {
  AD_TOKENS_UNAVAILABLE,
  type CurrentUser,
  DomainError,
  ErrorCode,
  META_LOGIN_CALLBACK_PATH,
  META_LOGIN_FAILURES,
  META_LOGIN_RETURN_PATH,
  type MetaLoginFailure,
  Rpc,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { GatewayConfig } from '../gateway.config';
import { MetaCallsThrottle } from './meta-calls-throttle';

/** What Meta's dialog appended to the callback: `code` when approved, `error` when not. */
export interface MetaLoginAnswer {
  code?: string;
  error?: string;
  stateMatches: boolean;
}

/**
 * Facebook Login through the gateway: the dialog's address from the jobs service (which holds the
 * Meta app's settings), and the answer turned into a connection and a page to land on. Every
 * ending is a redirect to the Integrations page, which names what happened; the code is handed
 * to jobs and never logged.
 */
@Injectable()
export class MetaLoginFlow {
  private readonly redirectUri: string;

  constructor(
    private readonly rpc: RpcClient,
    private readonly throttle: MetaCallsThrottle,
    @Inject(APP_CONFIG) config: GatewayConfig,
  ) {
    this.redirectUri = `${config.PUBLIC_URL.replace(/\/+$/, '')}${META_LOGIN_CALLBACK_PATH}`;
  }

  /** Meta's dialog for this state, or the Integrations page saying why there is none. */
  async dialogUrl(user: CurrentUser, state: string): Promise<string> {
    try {
      return (await this.rpc.request('jobs', Rpc.MetaLoginDialog, { userId: user.id, state, redirectUri: this.redirectUri })).url;
    } catch (error) {
      return failedAt(failureOf(error));
    }
  }

  /** Where the browser goes once Meta answered: connected, or the reason it is not. */
  async finish(user: CurrentUser, answer: MetaLoginAnswer): Promise<string> {
    if (!answer.stateMatches) return failedAt('state');
    if (answer.error !== undefined) return failedAt(answer.error === 'access_denied' ? 'denied' : 'refused');
    if (answer.code === undefined) return failedAt('refused');
    try {
      this.throttle.admit('connect', user.id);
      await this.rpc.request('jobs', Rpc.ConnectMetaCode, { userId: user.id, code: answer.code, redirectUri: this.redirectUri });
    } catch (error) {
      return failedAt(failureOf(error));
    }
    return `${META_LOGIN_RETURN_PATH}?connected=meta`;
  }
}

function failedAt(failure: MetaLoginFailure): string {
  return `${META_LOGIN_RETURN_PATH}?error=${failure}`;
}

/** The refusal as one of the page's short reasons; anything unforeseen reads as a refused login, never a 500. */
function failureOf(error: unknown): MetaLoginFailure {
  if (!(error instanceof DomainError)) return 'refused';
  if (error.code === ErrorCode.RateLimited) return 'busy';
  if (error.message === META_LOGIN_FAILURES.unavailable || error.message === AD_TOKENS_UNAVAILABLE) return 'unavailable';
  if (error.code === ErrorCode.ServiceUnavailable || error.code === ErrorCode.Timeout) return 'unreachable';
  return 'refused';
}
