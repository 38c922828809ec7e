import { type CanActivate, type ExecutionContext, Injectable, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import { isLoopbackAddress } from './loopback-address';

/**
 * Lets only a client on this machine through, judged by the connection's own peer address: a
 * header such as X-Forwarded-For is the client's to write, and behind a proxy every request would
 * come from the proxy anyway. Anyone else gets the answer an unknown route gets, so the page's
 * existence is not given away.
 */
@Injectable()
export class LoopbackOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (isLoopbackAddress(request.socket.remoteAddress)) return true;
    throw new NotFoundException(`Cannot ${request.method} ${request.originalUrl}`);
  }
}
