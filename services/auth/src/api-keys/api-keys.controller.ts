import { Controller } from '@nestjs/common';
import {
  type ApiKeysOfUserRequest,
  type ApiKeyView,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  type ResolveApiKeyRequest,
  type ResolvedApiKey,
  type RevokeApiKeyRequest,
  type RevokedApiKey,
  Rpc,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { ApiKeysService } from './api-keys.service';

/** The account's key calls (the gateway has checked the session) and the check of a key on `/api/v1`. */
@Controller()
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @OnRequest(Rpc.CreateApiKey)
  create(request: CreateApiKeyRequest): Promise<CreatedApiKey> {
    return this.keys.create(request.userId, request.name);
  }

  @OnRequest(Rpc.ListApiKeys)
  list(request: ApiKeysOfUserRequest): Promise<ApiKeyView[]> {
    return this.keys.list(request.userId);
  }

  @OnRequest(Rpc.RevokeApiKey)
  revoke(request: RevokeApiKeyRequest): Promise<RevokedApiKey> {
    return this.keys.revoke(request.userId, request.keyId);
  }

  @OnRequest(Rpc.ResolveApiKey)
  resolve(request: ResolveApiKeyRequest): Promise<ResolvedApiKey> {
    return this.keys.resolve(request.key);
  }
}
