import { TEXT_MESSAGES, type TextFont, type TextWeight } from '@reelmix/contracts/browser';
import { TextRejectedError } from './media.errors';

/*
 * The font files text variants are drawn with: the OFL fonts shipped as npm packages, so they sit
 * in node_modules wherever the code runs (a checkout, the built dist/, the container images, which
 * install production dependencies). Resolved as modules rather than by a path relative to this
 * file, which differs between src/ and dist/.
 */

const FONT_MODULES: Readonly<Record<TextFont, Partial<Record<TextWeight, string>>>> = Object.freeze({
  inter: {
    regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
    bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  },
  montserrat: {
    regular: '@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf',
    bold: '@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf',
  },
  anton: { regular: '@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf' },
});

/** The absolute path of the shipped file for this font and weight; a weight the font lacks is refused. */
export function fontFile(font: TextFont, weight: TextWeight): string {
  const module = FONT_MODULES[font]?.[weight];
  if (!module) throw new TextRejectedError(TEXT_MESSAGES.weight(font));
  return require.resolve(module);
}
