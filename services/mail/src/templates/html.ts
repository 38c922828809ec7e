const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes a value for HTML text and quoted attributes. Every interpolated value goes through it. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** `PUBLIC_URL` joined with a path, without a doubled slash when the setting ends in one. */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** The shared frame of every HTML mail. `body` must already be escaped HTML. */
export function layout(title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5;">',
    body,
    '<p style="color: #777; font-size: 12px;">Reelmix</p>',
    '</body></html>',
  ].join('\n');
}

/** A paragraph with a button-like link. */
export function button(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="background: #4f46e5; color: #fff; padding: 10px 16px; border-radius: 6px; text-decoration: none;">${escapeHtml(label)}</a></p>`;
}
