import { Inject, Injectable } from '@nestjs/common';
import { type CurrentUser, type FramingChoice, type PlacementName, type TextStyle } from '@reelmix/contracts';
import { CORRELATION_HEADER, currentCorrelationId } from '@reelmix/logging';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Response } from 'express';
import { GatewayConfig } from '../gateway.config';
import { GatewayErrors } from '../gateway-errors';

/** A preview takes a fraction of a second; past this the uploads service is in trouble, and the app says so. */
const PREVIEW_ANSWER_MS = 10_000;

export interface PreviewOrder {
  posterKey: string;
  width: number;
  height: number;
  placement: PlacementName;
  framing: FramingChoice;
  /** `x,y`, checked by the uploads service. */
  focus: string;
  size: number;
  /** A job's text and style to draw on a hook; absent for none. */
  text?: { text: string; style: TextStyle };
}

/**
 * Fetches a framing preview from the uploads service (which holds ffmpeg and the posters) and
 * passes its answer on: the JPEG, or its refusal with status and `Retry-After`.
 */
@Injectable()
export class PreviewImages {
  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {}

  async send(response: Response, user: CurrentUser, order: PreviewOrder): Promise<void> {
    const url = new URL('/internal/previews', this.config.UPLOADS_URL);
    const { posterKey, text, ...rest } = order;
    const search = new URLSearchParams({ key: posterKey, ...Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, String(value)])) });
    if (text) {
      search.set('text', text.text);
      search.set('textStyle', JSON.stringify(text.style));
    }
    url.search = search.toString();
    let answer: globalThis.Response;
    try {
      answer = await fetch(url, {
        headers: { 'x-internal-token': this.config.INTERNAL_TOKEN, 'x-user-id': user.id, [CORRELATION_HEADER]: currentCorrelationId() ?? '' },
        signal: AbortSignal.timeout(PREVIEW_ANSWER_MS),
      });
    } catch {
      throw GatewayErrors.previewsUnavailable();
    }
    const body = Buffer.from(await answer.arrayBuffer());
    response.status(answer.status);
    for (const name of ['content-type', 'retry-after']) {
      const value = answer.headers.get(name);
      if (value) response.setHeader(name, value);
    }
    // Each framing and focus has its own URL, so an image may be reused briefly; it is the customer's own.
    // A text is asked for by its position, whose words or style the plan may change, so that image is asked for again each time.
    if (answer.ok) response.setHeader('Cache-Control', text ? 'private, no-cache' : 'private, max-age=300');
    response.send(body);
  }
}
