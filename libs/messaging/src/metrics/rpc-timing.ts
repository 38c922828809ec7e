import { type RpcOutcome, rpcDuration, rpcTimeouts } from './messaging-metrics';

/** Times one RPC request; the first outcome reported counts, later ones are ignored. */
export function timeRpc(target: string, rpc: string): (outcome: RpcOutcome) => void {
  const stop = rpcDuration.startTimer({ target, rpc });
  let done = false;
  return (outcome) => {
    if (done) return;
    done = true;
    stop({ outcome });
    if (outcome === 'timeout') rpcTimeouts.inc({ target, rpc });
  };
}
