import {
  type CombinationPlanSettings,
  DEFAULT_TEXT_STYLE,
  defaultNameTemplate,
  limitsOf,
  LimitMessages,
  normaliseTextVariant,
  sameTextStyle,
  TEXT_MESSAGES,
  type PlacementName,
  type Plan,
  textStyleProblem,
  type TextStyle,
  type TextVariant,
  textVariantsProblem,
} from '@reelmix/contracts';
import { layoutText, TextRejectedError } from '@reelmix/media';

/*
 * A job's text variants, kept in its plan settings: the lines drawn on every hook, in order with
 * their labels, and the one style they are drawn in. Read through here so a job without texts
 * (settings from before there were any) is planned and named exactly as it was.
 */

/** The plan's texts in order; none for a job without. */
export function textsOf(settings: Pick<CombinationPlanSettings, 'texts'>): TextVariant[] {
  return settings.texts ?? [];
}

/** How the plan's texts are drawn. */
export function textStyleOf(settings: Pick<CombinationPlanSettings, 'textStyle'>): TextStyle {
  return settings.textStyle ?? DEFAULT_TEXT_STYLE;
}

const DEFAULT_TEMPLATES = new Set([true, false].map((withTexts) => defaultNameTemplate({ inJob: true, withTexts })));

/**
 * The template a job's outputs are named by. A job whose template is a default one follows its
 * texts (`{job}-h{h}-t{t}-b{b}-c{c}_{ratio}` with texts, without `t` when they are removed); the
 * buyer's own template is theirs.
 */
export function nameTemplateOf(settings: Pick<CombinationPlanSettings, 'nameTemplate' | 'texts'>): string {
  if (!DEFAULT_TEMPLATES.has(settings.nameTemplate)) return settings.nameTemplate;
  return defaultNameTemplate({ inJob: true, withTexts: textsOf(settings).length > 0 });
}

/** The texts and style as a plan keeps them: each text normalised, a label only where given; both absent without texts. */
export function keptTexts(texts: readonly TextVariant[] | undefined, style: TextStyle | null | undefined): Pick<CombinationPlanSettings, 'texts' | 'textStyle'> {
  if (!texts || texts.length === 0) return {};
  return {
    texts: texts.map(({ text, label }) => ({ text: normaliseTextVariant(text), label: label ?? null })),
    textStyle: { ...(style ?? DEFAULT_TEXT_STYLE) },
  };
}

/**
 * Why these texts cannot be the job's, or null: more than the account's plan allows, a text or
 * style the contracts' rules refuse, or a text that cannot be drawn in one of the job's placements
 * (a letter the font lacks, too long to fit even smaller), in the refusal's own words.
 */
export function textsProblem(settings: Pick<CombinationPlanSettings, 'texts' | 'textStyle'>, placements: readonly PlacementName[], plan: Plan): string | null {
  const texts = textsOf(settings);
  if (texts.length === 0) return null;
  const maxTexts = limitsOf(plan).maxTexts;
  if (texts.length > maxTexts) return LimitMessages.tooManyTexts(texts.length, maxTexts);
  const style = textStyleOf(settings);
  const problem = textVariantsProblem(texts) ?? textStyleProblem(style);
  if (problem) return problem;
  for (const { text } of texts) {
    for (const placement of placements) {
      try {
        layoutText(text, style, placement);
      } catch (error) {
        if (error instanceof TextRejectedError) return error.reason;
        throw error;
      }
    }
  }
  return null;
}


/**
 * Why new texts would misdescribe videos already made, or null: a finished output keeps the text
 * at its position and the style it was drawn with, so those may not change; texts may be added,
 * and a label (which names, never draws) may change.
 */
export function renderedTextsProblem(
  before: Pick<CombinationPlanSettings, 'texts' | 'textStyle'>,
  after: Pick<CombinationPlanSettings, 'texts' | 'textStyle'>,
  finished: readonly { text: number | null }[],
): string | null {
  const drawn = [...new Set(finished.flatMap((output) => (output.text === null ? [] : [output.text])))].sort((a, b) => a - b);
  if (drawn.length === 0) return null;
  const [was, now] = [textsOf(before), textsOf(after)];
  const changed = drawn.find((position) => now[position - 1]?.text !== was[position - 1]?.text);
  if (changed !== undefined) return TEXT_MESSAGES.renderedTextChanged(changed);
  return sameTextStyle(textStyleOf(before), textStyleOf(after)) ? null : TEXT_MESSAGES.renderedStyleChanged;
}
