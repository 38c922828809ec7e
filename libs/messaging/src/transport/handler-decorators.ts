import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { EventMap, EventName, RpcPattern, RpcRequest, RpcResponse } from '@reelmix/contracts';
import { EventContext, HandlerOutcome, RequestContext } from './handler-context';

type EventHandler<K extends EventName> = (payload: EventMap[K], context: EventContext) => Promise<HandlerOutcome>;
type RequestHandler<P extends RpcPattern> = (payload: RpcRequest<P>, context: RequestContext) => Promise<RpcResponse<P>>;

/**
 * Subscribes the method to an event. The method's signature is checked against the contract, so
 * a handler typed for another event's payload does not compile.
 */
export function OnEvent<K extends EventName>(name: K) {
  return <T extends EventHandler<K>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>) => {
    // Nest 12's typed EventPattern overload wants `(data, ...args: unknown[])`, which a handler with
    // a typed context is not; the signature is already checked above, so use the plain form.
    EventPattern<string>(name)(target, key, descriptor);
    bindArguments(target, key);
  };
}

/** Serves a request/reply pattern on this service's RPC queue, typed by the contract. */
export function OnRequest<P extends RpcPattern>(pattern: P) {
  return <T extends RequestHandler<P>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>) => {
    MessagePattern(pattern)(target, key, descriptor);
    bindArguments(target, key);
  };
}

/** Nest passes a handler its payload and context only through parameter metadata; set it here. */
function bindArguments(target: object, key: string | symbol): void {
  Payload()(target, key, 0);
  Ctx()(target, key, 1);
}
