import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController, type OpenAPIObject } from '@nestjs/swagger';
import type { Response } from 'express';
import { PublishedOpenApi } from './published-openapi';

/**
 * `GET /api/v1/openapi.json`: the document describing `/api/v1`, public (no key), so tools can
 * read it before anyone has a key. Left out of the document itself.
 */
@Controller('api/v1')
@ApiExcludeController()
export class OpenApiController {
  constructor(private readonly published: PublishedOpenApi) {}

  @Get('openapi.json')
  document(@Res({ passthrough: true }) response: Response): OpenAPIObject {
    // It changes only with a deployment; a short shared cache is harmless.
    response.setHeader('Cache-Control', 'public, max-age=300');
    return this.published.get();
  }
}
