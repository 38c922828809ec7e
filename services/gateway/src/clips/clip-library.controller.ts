import { Body, Controller, Delete, Get, Inject, Param, Patch, Res, UseGuards } from '@nestjs/common';
import { type ClipLibraryView, clipLabelFrom, type CurrentUser, type DeletedClipAnswer, type LibraryClip, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@reelmix/storage';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { CurrentCustomer, SessionGuard, validateBody } from '../auth';
import { GatewayErrors } from '../gateway-errors';
import { idFromUrl } from '../http/id-from-url';
import { ClipLabelBody } from './clip-label.dto';
import { CustomerClips } from './customer-clips.service';

/** A library clip's id from a URL; anything else is a clip that does not exist. */
const libraryClipId = idFromUrl(GatewayErrors.clipNotFound);

/** The customer's clip library (docs/api.md), kept by the uploads service. */
@Controller('api/clips')
@UseGuards(SessionGuard)
export class ClipLibraryController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly clips: CustomerClips,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Get()
  library(@CurrentCustomer() user: CurrentUser): Promise<ClipLibraryView> {
    return this.clips.library(user);
  }

  @Get(':clipId/poster')
  async poster(@Param('clipId') clip: string, @CurrentCustomer() user: CurrentUser, @Res() response: Response): Promise<void> {
    // The library answers only the clip's owner; the key never leaves the services.
    const { posterKey } = await this.rpc.request('uploads', Rpc.ClipPoster, { userId: user.id, clipId: libraryClipId(clip) });
    const body = await this.storage.get(posterKey);
    response.type('image/jpeg');
    // A clip's poster never changes; private, so no shared cache keeps a customer's frame.
    response.setHeader('Cache-Control', 'private, max-age=86400');
    await pipeline(body, response);
  }

  /** Sets or clears the clip's label; jobs learns it from uploads, so the results and later names use it. */
  @Patch(':clipId')
  async label(@Param('clipId') clip: string, @Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<LibraryClip> {
    const change = await validateBody(ClipLabelBody, body);
    return this.rpc.request('uploads', Rpc.SetClipLabel, { userId: user.id, clipId: libraryClipId(clip), label: clipLabelFrom(change.label) ?? null });
  }

  @Delete(':clipId')
  delete(@Param('clipId') clip: string, @CurrentCustomer() user: CurrentUser): Promise<DeletedClipAnswer> {
    return this.rpc.request('uploads', Rpc.DeleteClip, { userId: user.id, clipId: libraryClipId(clip) });
  }
}
