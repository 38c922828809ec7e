/** One part of a clip form: a file for a section, or a text part choosing a library clip by its id. */
export type ClipPart = { field: string; file: Buffer; filename?: string } | { field: string; clipId: string };

export const file = (field: string, data: Buffer, filename = `${field}.mp4`): ClipPart => ({ field, file: data, filename });
export const chosen = (field: string, clipId: string): ClipPart => ({ field, clipId });

/** The multipart form, its parts in the given order (the order clips join their sections in). */
export function clipForm(parts: ClipPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('file' in part) form.append(part.field, new Blob([part.file], { type: 'video/mp4' }), part.filename);
    else form.append(part.field, part.clipId);
  }
  return form;
}
