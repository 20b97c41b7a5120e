import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import * as satoriModule from 'satori';
import {cjsDefault} from '../../utils/cjsDefault';
import {palettePng} from './palettePng';
import {cardSize, type CardTheme} from './paths';

const require = createRequire(import.meta.url);
// satori has a default export only, and is CommonJS where Docusaurus loads it.
const satori = cjsDefault(satoriModule);

/** What one card shows. */
export interface CardText {
  site: string;
  title: string;
  description: string;
  /** The navbar section the page is in; none on the landing page. */
  section?: string;
  /** The page's address without the scheme, at the foot of the card. */
  address: string;
}

/** The site's own colours (src/css/custom.css and Infima's defaults), per colour mode. */
const palettes: Record<
  CardTheme,
  Record<'page' | 'bar' | 'line' | 'text' | 'muted' | 'accent', string>
> = {
  light: {
    page: '#ffffff',
    bar: '#ffffff',
    line: '#dadde1',
    text: '#1c1e21',
    muted: '#525860',
    accent: '#0b5cd5',
  },
  dark: {
    page: '#1b1b1d',
    bar: '#242526',
    line: '#444950',
    text: '#e3e3e3',
    muted: '#bec3c9',
    accent: '#7cb1ff',
  },
};

/** Inter from its npm package (OFL-1.1), as WOFF: satori reads WOFF, not WOFF2. */
function interFonts() {
  return ([400, 700] as const).flatMap((weight) =>
    ['latin', 'latin-ext'].map((subset) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
}

/** The site's mark in each colour mode, as the navbar shows it. */
function logos(staticDir: string): Record<CardTheme, string> {
  const dataUrl = (file: string) =>
    `data:image/svg+xml;base64,${readFileSync(join(staticDir, 'img', file)).toString('base64')}`;
  return {light: dataUrl('logo.svg'), dark: dataUrl('logo-dark.svg')};
}

// satori takes React-shaped elements; these are plain objects, so the build needs no JSX.
type Style = Record<string, string | number>;
interface Element {
  type: string;
  props: {
    style?: Style;
    children?: (Element | string)[] | Element | string;
    [key: string]: unknown;
  };
}
const div = (style: Style, ...children: (Element | string)[]): Element => ({
  type: 'div',
  props: {style: {display: 'flex', ...style}, children},
});

/** Text cut to `lines` lines with an ellipsis: satori clamps only blocks. */
const clamped = (lines: number): Style => ({
  display: 'block',
  lineClamp: lines,
  overflow: 'hidden',
});

/** The card as elements: a navbar with the mark, then the section, title and summary. */
function cardElement(text: CardText, theme: CardTheme, logo: string): Element {
  const colour = palettes[theme];
  // A long title gets a smaller size rather than a third line.
  const titleSize = text.title.length > 34 ? 60 : 72;
  return div(
    {
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      backgroundColor: colour.page,
      color: colour.text,
      fontFamily: 'Inter',
    },
    div(
      {
        alignItems: 'center',
        flexShrink: 0,
        height: 120,
        padding: '0 72px',
        backgroundColor: colour.bar,
        borderBottom: `2px solid ${colour.line}`,
      },
      {type: 'img', props: {src: logo, width: 64, height: 64, style: {marginRight: 24}}},
      div({fontSize: 36, fontWeight: 700}, text.site),
    ),
    div(
      {flexDirection: 'column', flexGrow: 1, padding: '56px 72px 0'},
      text.section
        ? div(
            {
              fontSize: 28,
              fontWeight: 700,
              color: colour.accent,
              textTransform: 'uppercase',
              letterSpacing: 2,
              marginBottom: 20,
            },
            text.section,
          )
        : div({}),
      div(
        {...clamped(2), fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1},
        text.title,
      ),
      div(
        {...clamped(3), fontSize: 32, lineHeight: 1.4, color: colour.muted, marginTop: 28},
        text.description,
      ),
    ),
    div(
      {
        alignItems: 'center',
        flexShrink: 0,
        height: 76,
        padding: '0 72px',
        fontSize: 24,
        color: colour.muted,
        borderBottom: `12px solid ${colour.accent}`,
      },
      text.address,
    ),
  );
}

/** Draws cards: the fonts and marks are read once, each card is a PNG of `cardSize`. */
export function cardRenderer(staticDir: string) {
  const fonts = interFonts();
  const marks = logos(staticDir);
  return async (text: CardText, theme: CardTheme): Promise<Buffer> => {
    const svg = await satori(cardElement(text, theme, marks[theme]) as never, {...cardSize, fonts});
    const image = new Resvg(svg, {fitTo: {mode: 'width', value: cardSize.width}}).render();
    // The card is opaque, so resvg's premultiplied pixels are its colours as they are.
    return palettePng(image.pixels, image.width, image.height) ?? image.asPng();
  };
}
