import { ArgumentsHost, Catch, RpcExceptionFilter } from '@nestjs/common';
import { Observable, throwError } from 'rxjs';

/**
 * Nest's default RPC filter turns every unknown error into "Internal server error", which would
 * erase a DomainError's code before it reaches the caller. The transport maps errors itself.
 */
@Catch()
export class PassThroughRpcFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    return throwError(() => exception);
  }
}
