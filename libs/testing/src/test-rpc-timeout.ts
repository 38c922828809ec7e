/*
 * How long a test stack's services wait for each other's answers. The run shares two cores
 * between two test files' stacks, ffmpeg and Chromium: an answer that takes over the product's
 * 5 s there measures the machine's load, not the service. global-setup.ts sets it for the run;
 * every stack a test starts spreads `testRpcTimeout()` first into the settings it loads, so a test
 * of the timeout itself still sets its own.
 */

export const TEST_RPC_TIMEOUT_MS = 15_000;

export function testRpcTimeout(): { RPC_TIMEOUT_MS?: string } {
  const configured = process.env.RPC_TIMEOUT_MS;
  return configured ? { RPC_TIMEOUT_MS: configured } : {};
}
