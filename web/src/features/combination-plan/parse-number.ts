/** A typed number, or null while the field is empty or half-typed ("", "-", "1e"). */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
