/** Decoded pixels, 4 channels (RGBA), rows top-down: what sharp reads as raw input. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Past this many pixels a BMP is refused (a 25 MB upload of 24-bit pixels holds about 8.7 million). */
const MAX_PIXELS = 50_000_000;

/**
 * BMP → RGBA for sharp, which reads no BMP: uncompressed files of 1, 4, 8 (palette), 16, 24 and 32 bits per pixel
 * (BI_RGB, or BI_BITFIELDS masks), rows bottom-up or top-down, what scanners and Paint write. RLE-compressed files and
 * OS/2 headers are refused (the document ends 'echec'), as are sizes the file cannot hold.
 */
export function decodeBmp(file: Buffer): RawImage {
  if (file.length < 54 || file.toString('latin1', 0, 2) !== 'BM') throw new Error('BMP illisible');
  const offset = file.readUInt32LE(10);
  const headerSize = file.readUInt32LE(14);
  if (headerSize < 40) throw new Error('BMP : en-tête non pris en charge');
  const width = file.readInt32LE(18);
  const rawHeight = file.readInt32LE(22);
  const height = Math.abs(rawHeight);
  const bpp = file.readUInt16LE(28);
  const compression = file.readUInt32LE(30);
  if (width < 1 || height < 1 || width * height > MAX_PIXELS) throw new Error('BMP : dimensions refusées');
  if (!(compression === 0 || (compression === 3 && (bpp === 16 || bpp === 32)))) throw new Error('BMP compressé non pris en charge');
  if (![1, 4, 8, 16, 24, 32].includes(bpp)) throw new Error(`BMP : ${bpp} bits par pixel non pris en charge`);
  const stride = Math.ceil((width * bpp) / 32) * 4;
  if (offset + stride * height > file.length) throw new Error('BMP tronqué');

  const masks =
    compression === 3
      ? [file.readUInt32LE(54), file.readUInt32LE(58), file.readUInt32LE(62), headerSize >= 56 ? file.readUInt32LE(66) : 0]
      : bpp === 16
        ? [0x7c00, 0x03e0, 0x001f, 0]
        : [0xff0000, 0x00ff00, 0x0000ff, 0];
  const channel = masks.map(maskReader);
  const colours = file.readUInt32LE(46) || 1 << bpp;
  const palette = 14 + headerSize + (compression === 3 && headerSize === 40 ? 12 : 0);

  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = offset + (rawHeight > 0 ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      if (bpp <= 8) {
        const bit = x * bpp;
        const index = (file[row + (bit >> 3)] >> (8 - bpp - (bit & 7))) & ((1 << bpp) - 1);
        const entry = palette + Math.min(index, colours - 1) * 4;
        data[out] = file[entry + 2];
        data[out + 1] = file[entry + 1];
        data[out + 2] = file[entry];
        data[out + 3] = 255;
      } else if (bpp === 24) {
        const at = row + x * 3;
        data[out] = file[at + 2];
        data[out + 1] = file[at + 1];
        data[out + 2] = file[at];
        data[out + 3] = 255;
      } else {
        const value = bpp === 16 ? file.readUInt16LE(row + x * 2) : file.readUInt32LE(row + x * 4);
        for (let c = 0; c < 3; c++) data[out + c] = channel[c](value);
        data[out + 3] = masks[3] ? channel[3](value) : 255;
      }
    }
  }
  return { data, width, height };
}

/** A function giving the 0–255 value of a channel from its bit mask. */
function maskReader(mask: number): (value: number) => number {
  if (!mask) return () => 0;
  const shift = 31 - Math.clz32(mask & -mask);
  const max = mask >>> shift;
  return (value) => Math.round((((value & mask) >>> shift) * 255) / max);
}
