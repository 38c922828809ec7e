import type { CombinationParts, UploadSection } from '@reelmix/contracts/browser';
import { CombinationPlanError } from './combination-plan.errors';
import { type CombinationPart, textCountOf } from './naming';

/*
 * The combinations a media buyer does not want made, written the way output names spell parts
 * (h hook, t text, b body, c cta, 1-based positions):
 *   h2-b3        hook 2 and body 3 never together; either order (b3-h2 is the same rule)
 *   c1-only-b1   cta 1 only with body 1
 *   t2-b1        text 2 never with body 1 (t only in a job with texts)
 * Several only-with rules for the same part and the same other section widen its choice instead
 * of contradicting each other: c1-only-b1 with c1-only-b2 lets cta 1 go with body 1 or body 2.
 */

export interface PartRef {
  section: CombinationPart;
  position: number;
}

export type CombinationRule =
  | { kind: 'never'; parts: readonly [PartRef, PartRef]; text: string }
  | { kind: 'only-with'; part: PartRef; partner: PartRef; text: string };

export const SECTION_LETTERS: Readonly<Record<UploadSection, string>> = Object.freeze({ intro: 'h', body: 'b', cta: 'c' });
/** The letters of every part, the text's included: how rules and default names spell them. */
export const PART_LETTERS: Readonly<Record<CombinationPart, string>> = Object.freeze({ ...SECTION_LETTERS, text: 't' });
const PART_OF_LETTER: Readonly<Record<string, CombinationPart>> = Object.freeze({ h: 'intro', t: 'text', b: 'body', c: 'cta' });
const PART_WORDS: Readonly<Record<CombinationPart, [string, string]>> = Object.freeze({
  intro: ['hook', 'hooks'],
  text: ['text', 'texts'],
  body: ['body', 'bodies'],
  cta: ['cta', 'ctas'],
});
/** The order a never-together rule is written in: the reading order of the names. */
const WRITTEN_ORDER: readonly CombinationPart[] = ['intro', 'text', 'body', 'cta'];

const RULE_FORM = /^([a-z])(\d+)-(only-)?([a-z])(\d+)$/;

/** One rule from its written form, checked against the clips there are; throws `invalid-rule`. */
export function parseCombinationRule(text: string, counts: CombinationParts): CombinationRule {
  const refuse = (why: string) => new CombinationPlanError('invalid-rule', `Rule "${text}" ${why}`);
  const match = RULE_FORM.exec(text.trim().toLowerCase());
  if (!match) throw refuse('is not understood: write h2-b3 (hook 2 never with body 3) or c1-only-b1 (cta 1 only with body 1)');
  const [, firstLetter, firstPosition, only, secondLetter, secondPosition] = match;
  const first = partRef(firstLetter!, firstPosition!, counts, refuse);
  const second = partRef(secondLetter!, secondPosition!, counts, refuse);
  if (first.section === second.section) {
    throw refuse(`names ${PART_WORDS[first.section][0]} twice: a rule joins two different sections`);
  }
  if (only) return { kind: 'only-with', part: first, partner: second, text: `${partText(first)}-only-${partText(second)}` };
  const parts = [first, second].sort((a, b) => WRITTEN_ORDER.indexOf(a.section) - WRITTEN_ORDER.indexOf(b.section)) as [PartRef, PartRef];
  return { kind: 'never', parts, text: `${partText(parts[0])}-${partText(parts[1])}` };
}

/** Every rule, each once (by its written form, so `b3-h2` and `h2-b3` count as one). */
export function parseCombinationRules(texts: readonly string[], counts: CombinationParts): CombinationRule[] {
  const rules = new Map<string, CombinationRule>();
  for (const text of texts) {
    const rule = parseCombinationRule(text, counts);
    if (!rules.has(rule.text)) rules.set(rule.text, rule);
  }
  return [...rules.values()];
}

export function partText(part: PartRef): string {
  return `${PART_LETTERS[part.section]}${part.position}`;
}

/** A checker answering, for one combination, the rules it breaks (none: it may be made). */
export function combinationRuleChecker(rules: readonly CombinationRule[]): (parts: CombinationParts) => CombinationRule[] {
  // Partners allowed for each part, by the other section: `cta:1>body` -> {1, 2}.
  const partners = new Map<string, Set<number>>();
  for (const rule of rules) {
    if (rule.kind !== 'only-with') continue;
    const key = onlyWithKey(rule.part, rule.partner.section);
    partners.set(key, (partners.get(key) ?? new Set()).add(rule.partner.position));
  }
  return (parts) =>
    rules.filter((rule) => {
      if (rule.kind === 'never') return rule.parts.every((part) => parts[part.section] === part.position);
      if (parts[rule.part.section] !== rule.part.position) return false;
      return !partners.get(onlyWithKey(rule.part, rule.partner.section))!.has(parts[rule.partner.section]!);
    });
}

function onlyWithKey(part: PartRef, partnerSection: CombinationPart): string {
  return `${part.section}:${part.position}>${partnerSection}`;
}

function partRef(letter: string, digits: string, counts: CombinationParts, refuse: (why: string) => Error): PartRef {
  const section = PART_OF_LETTER[letter];
  if (!section) throw refuse(`has an unknown letter "${letter}": use h (hook), b (body) or c (cta), and t (text) in a job with texts`);
  const position = Number(digits);
  const [one, many] = PART_WORDS[section];
  if (position < 1) throw refuse(`names ${one} ${position}: positions start at 1`);
  const count = section === 'text' ? textCountOf(counts) : counts[section];
  if (count === 0 && section === 'text') throw refuse(`names text ${position}, but the job has no texts: add texts first, or leave the rule out`);
  if (position > count) throw refuse(`names ${one} ${position}, but there ${count === 1 ? `is 1 ${one}` : `are ${count} ${many}`}`);
  return { section, position };
}
