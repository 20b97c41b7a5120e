import {crc32, deflateSync} from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An RGBA image as an indexed-colour PNG, when it has at most 256 colours; undefined
 * otherwise. Lossless: each pixel keeps its exact colour. A card is flat colours and the
 * anti-aliased edges of its text, about a hundred colours in all, and as RGBA (all resvg
 * writes) it weighs more than twice as much.
 */
export function palettePng(rgba: Uint8Array, width: number, height: number): Buffer | undefined {
  // Each pixel's four bytes as one number (in the machine's byte order; only equality
  // counts). Signed, so that every colour is a small integer to the Map, not a boxed one.
  const pixels = new Int32Array(rgba.buffer, rgba.byteOffset, width * height);
  const palette = new Map<number, number>();
  // Each row starts with its filter type, 0: indices compress well as they are.
  const rows = Buffer.alloc((width + 1) * height);
  let last: number | undefined;
  let lastIndex = 0;
  for (let y = 0; y < height; y += 1) {
    const from = y * width;
    const to = y * (width + 1) + 1;
    for (let x = 0; x < width; x += 1) {
      const colour = pixels[from + x]!;
      // Most pixels repeat their left neighbour's colour: no lookup for them.
      if (colour !== last) {
        let index = palette.get(colour);
        if (index === undefined) {
          if (palette.size === 256) return undefined;
          index = palette.size;
          palette.set(colour, index);
        }
        last = colour;
        lastIndex = index;
      }
      rows[to + x] = lastIndex;
    }
  }
  // The palette's colours as bytes again: red, green, blue, alpha.
  const bytes = new Uint8Array(new Int32Array([...palette.keys()]).buffer);
  const plte = Buffer.alloc(palette.size * 3);
  const alpha = Buffer.alloc(palette.size);
  for (let i = 0; i < palette.size; i += 1) {
    plte.set(bytes.subarray(i * 4, i * 4 + 3), i * 3);
    alpha[i] = bytes[i * 4 + 3]!;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits per index, indexed colour, no interlace
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('PLTE', plte),
    ...(alpha.some((a) => a < 255) ? [chunk('tRNS', alpha)] : []),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
