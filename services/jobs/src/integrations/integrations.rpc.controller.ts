import { Controller } from '@nestjs/common';
import {
  type AdAccountView,
  AdConnectionRequest,
  type AdConnectionStatus,
  type AdConnectionView,
  type AdPageView,
  AdSetsRequest,
  type AdSetView,
  ConnectMetaCodeRequest,
  ConnectMetaRequest,
  ConnectTikTokRequest,
  TikTokAdvertiserRequest,
  type MetaLoginDialog,
  MetaLoginDialogRequest,
  type MetaLoginOffer,
  Rpc,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { MetaConnectionsService } from './meta-connections.service';
import { TikTokConnectionsService } from './tiktok-connections.service';
import { MetaLoginService } from './meta-login.service';

@Controller()
export class IntegrationsRpcController {
  constructor(
    private readonly meta: MetaConnectionsService,
    private readonly login: MetaLoginService,
    private readonly tiktok: TikTokConnectionsService,
  ) {}

  @OnRequest(Rpc.ConnectMeta)
  connect(request: ConnectMetaRequest): Promise<AdConnectionView> {
    return this.meta.connect(request.userId, request.accessToken);
  }

  /** The saved connection and whether Facebook Login is offered beside it: what the Integrations page reads, in one call. */
  @OnRequest(Rpc.MetaConnection)
  async status(request: AdConnectionRequest): Promise<AdConnectionStatus> {
    return { connection: await this.meta.status(request.userId), facebookLogin: this.login.offer().offered };
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

  @OnRequest(Rpc.ConnectTikTok)
  connectTikTok(request: ConnectTikTokRequest): Promise<AdConnectionView> {
    return this.tiktok.connect(request.userId, request.accessToken, request.advertiserIds);
  }

  @OnRequest(Rpc.TikTokConnection)
  tiktokStatus(request: AdConnectionRequest): Promise<AdConnectionView | null> {
    return this.tiktok.status(request.userId);
  }

  @OnRequest(Rpc.DisconnectTikTok)
  disconnectTikTok(request: AdConnectionRequest): Promise<{ disconnected: boolean }> {
    return this.tiktok.disconnect(request.userId);
  }

  @OnRequest(Rpc.TikTokAdGroups)
  tiktokAdGroups(request: TikTokAdvertiserRequest): Promise<AdSetView[]> {
    return this.tiktok.adGroups(request.userId, request.advertiserId);
  }

  @OnRequest(Rpc.TikTokIdentities)
  tiktokIdentities(request: TikTokAdvertiserRequest): Promise<AdPageView[]> {
    return this.tiktok.identities(request.userId, request.advertiserId);
  }
}
