const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** docs/product-rules.md#the-upload-flow separates hosted (any real domain) from local development for its timeouts and fallbacks. */
export function isHostedEnvironment(hostname: string = window.location.hostname): boolean {
  return !LOCAL_HOSTS.has(hostname) && !hostname.endsWith('.localhost');
}
