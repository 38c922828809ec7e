import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { GatewayErrors } from '../gateway-errors';

/** Far above any body the API takes (a registration nests two levels), far below what recursion survives. */
export const MAX_BODY_DEPTH = 32;

/**
 * Refuses a parsed body nested deeper than MAX_BODY_DEPTH. JSON.parse builds any depth the size
 * limit allows, but what handles the value next (class-transformer, class-validator, logging)
 * recurses, and a body thousands of levels deep overflows the stack there: a 500 for a client's
 * mistake. Measured without recursion, before any of them sees the body.
 */
@Injectable()
export class JsonDepthMiddleware implements NestMiddleware {
  use(request: Request, _response: Response, next: NextFunction): void {
    if (depthExceeds(request.body, MAX_BODY_DEPTH)) throw GatewayErrors.bodyTooDeep();
    next();
  }
}

export function depthExceeds(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}
