/**
 * How hard a secret is to guess, estimated from its characters: the Shannon entropy of the
 * characters used, times the length of the shortest pattern the value repeats. It cannot tell a
 * phrase typed by hand from a random string (the list of published values covers those this
 * repository shows); it catches what a person fills a field with to get past a length check:
 * `aaaa…`, `abab…`, `0123456789abcdef` repeated, a run of consecutive characters.
 */
export function estimatedSecretBits(value: string): number {
  const unit = repeatingUnit(value);
  if (isMostlyConsecutive(unit)) return 0;
  return unit.length * bitsPerCharacter(unit);
}

/**
 * The fewest bits production accepts. A random 32-character hex string (`openssl rand -hex 16`)
 * scores about 117 and `openssl rand -hex 32` about 245, so random values pass with room to spare;
 * anything made of a short repeated pattern scores far below.
 */
export const MIN_SECRET_BITS = 96;

/** The shortest prefix the whole value repeats (`abcabcab` → `abc`), or the value itself. */
function repeatingUnit(value: string): string {
  for (let period = 1; period <= value.length / 2; period += 1) {
    let repeats = true;
    for (let index = period; index < value.length && repeats; index += 1) repeats = value[index] === value[index - period];
    if (repeats) return value.slice(0, period);
  }
  return value;
}

function bitsPerCharacter(value: string): number {
  const counts = new Map<string, number>();
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const share = count / value.length;
    bits -= share * Math.log2(share);
  }
  return bits;
}

/** Over half the neighbours one code point apart (`abcdef`, `987654`): random text has few such pairs. */
function isMostlyConsecutive(value: string): boolean {
  if (value.length < 2) return false;
  let steps = 0;
  for (let index = 1; index < value.length; index += 1) {
    if (Math.abs(value.charCodeAt(index) - value.charCodeAt(index - 1)) === 1) steps += 1;
  }
  return steps > (value.length - 1) / 2;
}
