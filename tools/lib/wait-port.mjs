import { connect } from 'node:net';

/** Resolves true when something accepts TCP connections on host:port within the time given. */
export async function waitPort(host, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await canConnect(host, port)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}
