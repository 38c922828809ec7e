import { type BackendService } from '../services';
import { HealthCheckRequest, type HealthCheckResponse } from './health.rpc';

/**
 * Request/reply patterns. Frozen like event names. A pattern is served by every service that
 * declares a handler for it on its own `<service>.rpc` queue; the caller names the service.
 */
export const Rpc = {
  HealthCheck: 'health.check.v1',
} as const;

export type RpcPattern = (typeof Rpc)[keyof typeof Rpc];

export interface RpcMap {
  'health.check.v1': { request: HealthCheckRequest; response: HealthCheckResponse; servedBy: BackendService };
}

export type RpcRequest<P extends RpcPattern> = RpcMap[P]['request'];
export type RpcResponse<P extends RpcPattern> = RpcMap[P]['response'];

export const RPC_REQUESTS: { [P in RpcPattern]: new () => RpcRequest<P> } = {
  'health.check.v1': HealthCheckRequest,
};

export function isRpcPattern(name: string): name is RpcPattern {
  return Object.prototype.hasOwnProperty.call(RPC_REQUESTS, name);
}
