import { type CombinationPlanSettingsBody, normaliseTextVariant, textStyleProblem, textVariantsProblem } from '@reelmix/contracts';
import { GatewayErrors } from '../gateway-errors';

/**
 * A plan's texts as typed, normalised (trimmed, runs of spaces made one: what is drawn, compared
 * and kept) and refused here in the contracts' words when the set or the style breaks their rules,
 * before the jobs service is asked. What needs the job (its plan's text limit, its placements' frames
 * for the layout) the jobs service checks, answering 400 the same way.
 */
export function withNormalisedTexts(settings: CombinationPlanSettingsBody): CombinationPlanSettingsBody {
  if (!settings.texts || settings.texts.length === 0) return settings;
  const texts = settings.texts.map((variant) => ({ ...variant, text: normaliseTextVariant(variant.text) }));
  const textsProblem = textVariantsProblem(texts);
  if (textsProblem) throw GatewayErrors.invalidBody([{ field: 'texts', message: textsProblem }]);
  // `#FFFFFF` is the same colour as `#ffffff`: kept in the one spelling the style's rules and keys use.
  const textStyle = settings.textStyle && { ...settings.textStyle, colour: settings.textStyle.colour.toLowerCase(), backdropColour: settings.textStyle.backdropColour.toLowerCase() };
  const styleProblem = textStyle ? textStyleProblem(textStyle) : null;
  if (styleProblem) throw GatewayErrors.invalidBody([{ field: 'textStyle', message: styleProblem }]);
  return { ...settings, texts, ...(textStyle ? { textStyle } : {}) };
}
