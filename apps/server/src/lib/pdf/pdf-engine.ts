import { createRequire } from 'node:module';
import path from 'node:path';
import { justifyAtSpaces } from './justify-at-spaces';
import type { DocumentDefinition, PdfMake } from './pdf-types';

/**
 * pdfmake, configured once for server-side rendering. Fonts come from npm packages that `npm ci` installs, never
 * from the system: DejaVu Serif (dejavu-fonts-ttf) for the reading text and Roboto (shipped with pdfmake) for
 * labels and figures. Both are full TrueType fonts, so names such as "Łódź" or "Núñez" keep every letter
 * (the 14 standard PDF fonts would silently drop them). pdfmake embeds only the glyphs a document uses.
 *
 * pdfmake is a process-wide singleton: families are added (not replaced) under names of their own, no URL
 * is ever fetched, and only the two font folders may be read from disk.
 */
const require = createRequire(import.meta.url);
const robotoDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts/Roboto');
const dejavuDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_DIRS = [robotoDir, dejavuDir].map((dir) => dir + path.sep);

export const SERIF = 'AcclaimSerif';
export const SANS = 'AcclaimSans';

let configured: PdfMake | undefined;

/**
 * pdfmake, loaded and configured on the first render: loading it (with its PDF and font libraries) takes a few
 * hundred milliseconds, which the server's start would otherwise wait for, though most renders run in the render
 * threads.
 */
function configuredPdfMake(): PdfMake {
  if (configured) return configured;
  // pdfmake's server build is CommonJS whose module.exports is the instance; require() hands it over as is.
  const pdfMake = require('pdfmake') as PdfMake;
  pdfMake.addFonts({
    [SERIF]: {
      normal: path.join(dejavuDir, 'DejaVuSerifCondensed.ttf'),
      bold: path.join(dejavuDir, 'DejaVuSerifCondensed-Bold.ttf'),
      italics: path.join(dejavuDir, 'DejaVuSerifCondensed-Italic.ttf'),
      bolditalics: path.join(dejavuDir, 'DejaVuSerifCondensed-BoldItalic.ttf'),
    },
    [SANS]: {
      normal: path.join(robotoDir, 'Roboto-Regular.ttf'),
      bold: path.join(robotoDir, 'Roboto-Medium.ttf'),
      italics: path.join(robotoDir, 'Roboto-Italic.ttf'),
      bolditalics: path.join(robotoDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfMake.setUrlAccessPolicy(() => false);
  pdfMake.setLocalAccessPolicy((file) => FONT_DIRS.some((dir) => path.resolve(file).startsWith(dir)));
  justifyAtSpaces();
  configured = pdfMake;
  return pdfMake;
}

/** Renders a document definition to PDF bytes. */
export async function renderPdf(definition: DocumentDefinition): Promise<Buffer> {
  return configuredPdfMake().createPdf(definition).getBuffer();
}
