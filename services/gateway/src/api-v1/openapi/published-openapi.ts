import { Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * The public API's OpenAPI document, built once at start-up (publishOpenApi, from the running app)
 * and served as is. Not built here: the generator needs the whole application, which no provider sees.
 */
@Injectable()
export class PublishedOpenApi {
  private document?: OpenAPIObject;

  publish(document: OpenAPIObject): void {
    this.document = document;
  }

  get(): OpenAPIObject {
    // A start-up that skipped publishOpenApi is a programming error: a 500 with its id in the log.
    if (!this.document) throw new Error('The OpenAPI document was not published at start-up (publishOpenApi)');
    return this.document;
  }
}
