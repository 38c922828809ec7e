import antonRegular from '@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf?url';
import interBold from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url';
import interRegular from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import montserratBold from '@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf?url';
import montserratRegular from '@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf?url';
import { TEXT_FONT_FACES, type TextFont, type TextWeight } from '@reelmix/contracts/browser';

/*
 * The very files the renderer draws with (libs/media fonts.ts reads the same packages), so the
 * sample in the browser has the letters the video will have. Loaded on first use, not with the app:
 * most pages never show a text.
 */
const FONT_FILES: Readonly<Record<TextFont, Partial<Record<TextWeight, string>>>> = Object.freeze({
  inter: { regular: interRegular, bold: interBold },
  montserrat: { regular: montserratRegular, bold: montserratBold },
  anton: { regular: antonRegular },
});

export const CSS_WEIGHTS: Readonly<Record<TextWeight, number>> = Object.freeze({ regular: 400, bold: 700 });

/** The family name the samples use: prefixed, so a font the buyer has installed is never used instead of the shipped file. */
export function sampleFamily(font: TextFont): string {
  return `"Reelmix ${TEXT_FONT_FACES[font].title}", sans-serif`;
}

let registered = false;

/** Adds the shipped fonts to the page once; a browser without the FontFace API shows the fallback face. */
export function registerTextFonts(fonts: Pick<Document, 'fonts'> | undefined = globalThis.document): void {
  if (registered || typeof FontFace === 'undefined' || !fonts?.fonts) return;
  registered = true;
  for (const [font, files] of Object.entries(FONT_FILES) as Array<[TextFont, Partial<Record<TextWeight, string>>]>) {
    for (const [weight, url] of Object.entries(files) as Array<[TextWeight, string]>) {
      const face = new FontFace(`Reelmix ${TEXT_FONT_FACES[font].title}`, `url(${url})`, { weight: String(CSS_WEIGHTS[weight]), display: 'swap' });
      fonts.fonts.add(face);
      // A face that fails to load leaves the fallback in place; the sample is a guide, not the render.
      face.load().catch(() => undefined);
    }
  }
}
