import {Resvg} from '@resvg/resvg-js';
import {describe, expect, it} from 'vitest';
import {palettePng} from '../../src/plugins/page-cards/palettePng';
import {cardAlt, cardOf, sectionOf} from '../../src/plugins/page-cards/paths';

/** A PNG's pixels as resvg decodes it: drawn as the only image of an SVG of its size. */
function decode(png: Buffer, width: number, height: number): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="data:image/png;base64,${png.toString('base64')}" width="${width}" height="${height}"/></svg>`;
  return new Uint8Array(new Resvg(svg).render().pixels);
}

/** An opaque image whose pixels take `colours` different values. */
function image(width: number, height: number, colours: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const c = i % colours;
    rgba.set([c & 0xff, (c >> 8) & 0xff, 0x80, 0xff], i * 4);
  }
  return rgba;
}

describe('palettePng', () => {
  it('writes an image of up to 256 colours as an indexed PNG with every pixel as it was', () => {
    const rgba = image(40, 30, 256);
    const png = palettePng(rgba, 40, 30)!;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png[25]).toBe(3); // IHDR's colour type: indexed
    expect(decode(png, 40, 30)).toEqual(rgba);
  });

  it('leaves an image of more colours to the RGBA encoder', () => {
    expect(palettePng(image(40, 30, 257), 40, 30)).toBeUndefined();
  });
});

describe("a page's card", () => {
  it('is named after the page, in both colour modes', () => {
    expect(cardOf('learn/styles/')).toBe('img/cards/learn/styles.png');
    expect(cardOf('learn/styles/', 'dark')).toBe('img/cards/learn/styles.dark.png');
    expect(cardOf('')).toBe('img/cards/index.png');
    expect(cardOf('api/')).toBe('img/cards/api.png');
  });

  it("shows the page's section as the navbar names it", () => {
    expect(sectionOf('learn/styles/')).toBe('Learn');
    expect(sectionOf('api/css/create/')).toBe('API');
    expect(sectionOf('contribute/')).toBe('Contribute');
    expect(sectionOf('playground/')).toBe('Playground');
    expect(sectionOf('')).toBeUndefined();
  });

  it('has alt text that reads what it shows, in order', () => {
    expect(
      cardAlt('React Strict DOM', {title: 'Styles', description: 'How.', section: 'Learn'}),
    ).toBe('React Strict DOM, Learn: Styles. How.');
  });
});
