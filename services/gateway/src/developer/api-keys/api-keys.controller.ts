import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiKeyNameBody, type ApiKeyView, type CreatedApiKey, type CurrentUser, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import type { Response } from 'express';
import { CurrentCustomer, SessionGuard, validateBody } from '../../auth';
import { GatewayErrors } from '../../gateway-errors';
import { idFromUrl } from '../../http/id-from-url';

/** An API key's id from a URL; anything else is a key that does not exist. */
const apiKeyId = idFromUrl(GatewayErrors.apiKeyNotFound);

/**
 * The signed-in customer's API keys (docs/api.md), kept by auth. Managed with the browser session
 * only: a key cannot make, list or revoke keys, so a leaked key cannot entrench itself.
 */
@Controller('api/keys')
@UseGuards(SessionGuard)
export class ApiKeysController {
  constructor(private readonly rpc: RpcClient) {}

  /** The answer is the only time the whole key is shown; no cache may keep it. */
  @Post()
  async create(@Body() body: unknown, @CurrentCustomer() user: CurrentUser, @Res({ passthrough: true }) response: Response): Promise<CreatedApiKey> {
    const { name } = await validateBody(ApiKeyNameBody, body);
    response.setHeader('Cache-Control', 'no-store');
    return this.rpc.request('auth', Rpc.CreateApiKey, { userId: user.id, name });
  }

  @Get()
  list(@CurrentCustomer() user: CurrentUser): Promise<ApiKeyView[]> {
    return this.rpc.request('auth', Rpc.ListApiKeys, { userId: user.id });
  }

  /** Takes effect on the key's next call: the API guard asks auth every time. */
  @Delete(':id')
  @HttpCode(204)
  async revoke(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<void> {
    await this.rpc.request('auth', Rpc.RevokeApiKey, { userId: user.id, keyId: apiKeyId(id) });
  }
}
