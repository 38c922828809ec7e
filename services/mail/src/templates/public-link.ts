/** `PUBLIC_URL` joined with a path, without a doubled slash when the setting ends in one. */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** Where most mails send the reader: the page that shows their jobs and their plan. */
export function dashboardLink(publicUrl: string): string {
  return publicLink(publicUrl, '/dashboard');
}
