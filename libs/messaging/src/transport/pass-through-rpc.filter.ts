import { ArgumentsHost, Catch } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { Observable, throwError } from 'rxjs';

/**
 * Nest's default RPC filter turns every unknown error into "Internal server error", which would
 * erase a DomainError's code before it reaches the caller; for messages this filter hands the
 * error on untouched and the transport maps it. HTTP errors get Nest's usual handling.
 */
@Catch()
export class PassThroughRpcFilter extends BaseExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): Observable<never> | void {
    if (host.getType() === 'rpc') return throwError(() => exception);
    return super.catch(exception, host);
  }
}
