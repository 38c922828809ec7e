import { Injectable } from '@nestjs/common';
import { type ClipLibraryView, type CurrentUser, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';

/** The customer's clip library as the app and the public API list it: Pro keeps every clip. */
@Injectable()
export class CustomerClips {
  constructor(private readonly rpc: RpcClient) {}

  library(user: CurrentUser): Promise<ClipLibraryView> {
    return this.rpc.request('uploads', Rpc.ClipLibrary, { userId: user.id, plan: user.plan });
  }
}
