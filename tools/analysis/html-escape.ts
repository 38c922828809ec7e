/*
 * Ad names, file names and column headers in a report are the buyer's own text: every one goes
 * through here before it reaches the HTML, in element content and attribute values alike.
 */

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
