import { Controller } from '@nestjs/common';
import {
  type AdAccountView,
  AdConnectionRequest,
  type AdConnectionView,
  type AdPageView,
  AdSetsRequest,
  type AdSetView,
  ConnectMetaCodeRequest,
  ConnectMetaRequest,
  type MetaLoginDialog,
  MetaLoginDialogRequest,
  type MetaLoginOffer,
  Rpc,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { MetaConnectionsService } from './meta-connections.service';
import { MetaLoginService } from './meta-login.service';

@Controller()
export class IntegrationsRpcController {
  constructor(
    private readonly meta: MetaConnectionsService,
    private readonly login: MetaLoginService,
  ) {}

  @OnRequest(Rpc.ConnectMeta)
  connect(request: ConnectMetaRequest): Promise<AdConnectionView> {
    return this.meta.connect(request.userId, request.accessToken);
  }

  @OnRequest(Rpc.MetaConnection)
  status(request: AdConnectionRequest): Promise<AdConnectionView | null> {
    return this.meta.status(request.userId);
  }

  @OnRequest(Rpc.DisconnectMeta)
  disconnect(request: AdConnectionRequest): Promise<{ disconnected: boolean }> {
    return this.meta.disconnect(request.userId);
  }

  @OnRequest(Rpc.MetaAdAccounts)
  adAccounts(request: AdConnectionRequest): Promise<AdAccountView[]> {
    return this.meta.adAccounts(request.userId);
  }

  @OnRequest(Rpc.MetaAdSets)
  adSets(request: AdSetsRequest): Promise<AdSetView[]> {
    return this.meta.adSets(request.userId, request.adAccountId);
  }

  @OnRequest(Rpc.MetaPages)
  pages(request: AdConnectionRequest): Promise<AdPageView[]> {
    return this.meta.pages(request.userId);
  }

  @OnRequest(Rpc.MetaLoginOffer)
  async loginOffer(): Promise<MetaLoginOffer> {
    return this.login.offer();
  }

  @OnRequest(Rpc.MetaLoginDialog)
  async loginDialog(request: MetaLoginDialogRequest): Promise<MetaLoginDialog> {
    return this.login.dialog(request.state, request.redirectUri);
  }

  @OnRequest(Rpc.ConnectMetaCode)
  connectWithCode(request: ConnectMetaCodeRequest): Promise<AdConnectionView> {
    return this.login.connectWithCode(request.userId, request.code, request.redirectUri);
  }
}
