import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ClipLibraryView, CurrentUser } from '@reelmix/contracts';
import { CurrentCustomer } from '../auth';
import { CustomerClips } from '../clips/customer-clips.service';
import { ApiKeyProtected } from './api-key-protected.decorator';
import { ClipLibrarySchema } from './openapi/clip-library.schema';

/** The clip library through the public API: its ids put clips into new jobs without uploading them again. */
@Controller('api/v1/clips')
@ApiKeyProtected()
@ApiTags('Clips')
export class V1ClipsController {
  constructor(private readonly clips: CustomerClips) {}

  @Get()
  @ApiOperation({ summary: 'List library clips', description: 'Newest first. Pro keeps every clip; a free library lists the clips of the latest job.' })
  @ApiOkResponse({ type: ClipLibrarySchema })
  library(@CurrentCustomer() user: CurrentUser): Promise<ClipLibraryView> {
    return this.clips.library(user);
  }
}
