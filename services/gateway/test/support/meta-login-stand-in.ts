import { Controller } from '@nestjs/common';
import {
  AdConnectionRequest,
  type AdConnectionStatus,
  type AdConnectionView,
  ConnectMetaCodeRequest,
  DomainError,
  ErrorCode,
  META_LOGIN_FAILURES,
  type MetaLoginDialog,
  MetaLoginDialogRequest,
  type MetaLoginOffer,
  Rpc,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { PublishingWorld } from './publishing-stand-in';

/** The dialog host the stand-in names, as jobs names facebook.com. */
export const DIALOG_ORIGIN = 'https://www.facebook.test';
/** A code the stand-in refuses, as jobs does when Meta will not trade it. */
export const REFUSED_CODE = 'AQ-refused-code';

/*
 * The jobs service's Facebook Login calls, played in memory: the dialog's address carrying the
 * state and redirect the gateway sent, and a code connected unless it is the refused one. Every
 * request is recorded so a test can see what reached jobs and for whom.
 */
export class MetaLoginWorld {
  static readonly asked: Array<{ pattern: string; payload: Record<string, unknown> }> = [];
}

@Controller()
export class MetaLoginStandIn {
  @OnRequest(Rpc.MetaConnection)
  async connection(request: AdConnectionRequest): Promise<AdConnectionStatus> {
    MetaLoginWorld.asked.push({ pattern: Rpc.MetaConnection, payload: { ...request } });
    return { connection: null, facebookLogin: true };
  }

  @OnRequest(Rpc.MetaLoginOffer)
  async offer(request: AdConnectionRequest): Promise<MetaLoginOffer> {
    MetaLoginWorld.asked.push({ pattern: Rpc.MetaLoginOffer, payload: { ...request } });
    return { offered: true };
  }

  @OnRequest(Rpc.MetaLoginDialog)
  async dialog(request: MetaLoginDialogRequest): Promise<MetaLoginDialog> {
    MetaLoginWorld.asked.push({ pattern: Rpc.MetaLoginDialog, payload: { ...request } });
    const url = new URL(`${DIALOG_ORIGIN}/v24.0/dialog/oauth`);
    url.search = new URLSearchParams({ client_id: '1234567890', redirect_uri: request.redirectUri, state: request.state }).toString();
    return { url: url.toString() };
  }

  @OnRequest(Rpc.ConnectMetaCode)
  async connect(request: ConnectMetaCodeRequest): Promise<AdConnectionView> {
    MetaLoginWorld.asked.push({ pattern: Rpc.ConnectMetaCode, payload: { ...request } });
    if (request.code === REFUSED_CODE) throw new DomainError(ErrorCode.ValidationFailed, META_LOGIN_FAILURES.refused);
    return PublishingWorld.connection(request.userId);
  }
}
