/**
 * Minimal, dependency-free encoders for the demo media: PNG (truecolour), WAV (16-bit PCM)
 * and GIF (animated, LZW). They write only what the files need; Node's zlib does the deflate.
 */
import zlib from "node:zlib";

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** `rgb` holds width × height × 3 bytes, row by row. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, deflate, no interlace
  // Filter type 1 (Sub) on every row: flat areas become runs of zeros, which deflate loves.
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    raw[row] = 1;
    for (let x = 0; x < stride; x++) {
      const left = x >= 3 ? rgb[y * stride + x - 3]! : 0;
      raw[row + 1 + x] = (rgb[y * stride + x]! - left) & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", zlib.deflateSync(raw, { level: 9 })),
    pngChunk("IEND", new Uint8Array(0)),
  ]);
}

/** Mono 16-bit PCM; samples are floats in [-1, 1] (clipped). */
export function encodeWav(sampleRate: number, samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const head = Buffer.alloc(44);
  head.write("RIFF", 0, "ascii");
  head.writeUInt32LE(36 + data.length, 4);
  head.write("WAVEfmt ", 8, "ascii");
  head.writeUInt32LE(16, 16); // fmt chunk size
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(sampleRate, 24);
  head.writeUInt32LE(sampleRate * 2, 28); // byte rate
  head.writeUInt16LE(2, 32); // block align
  head.writeUInt16LE(16, 34); // bits per sample
  head.write("data", 36, "ascii");
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** GIF's variable-width LZW, packed little-endian into bytes. */
function lzw(indices: Uint8Array, minCodeSize: number): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let accBits = 0;
  let size = minCodeSize + 1;
  const emit = (code: number) => {
    acc |= code << accBits;
    accBits += size;
    while (accBits >= 8) {
      out.push(acc & 0xff);
      acc >>>= 8;
      accBits -= 8;
    }
  };
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  let next = end + 1;
  let table = new Map<number, number>();
  emit(clear);
  let current = indices[0]!;
  for (let i = 1; i < indices.length; i++) {
    const k = indices[i]!;
    const key = (current << 8) | k;
    const found = table.get(key);
    if (found !== undefined) {
      current = found;
      continue;
    }
    emit(current);
    if (next === 4096) {
      emit(clear);
      table = new Map();
      next = end + 1;
      size = minCodeSize + 1;
    } else {
      // The decoder widens its codes one entry later than it adds them; mirror that timing.
      if (next >= 1 << size) size++;
      table.set(key, next++);
    }
    current = k;
  }
  emit(current);
  emit(end);
  if (accBits > 0) out.push(acc & 0xff);
  return Uint8Array.from(out);
}

/** Frames of width × height × 3 RGB bytes, all flat colours (at most 256 across all frames). */
export function encodeGif(width: number, height: number, frames: Uint8Array[], delayCs: number): Buffer {
  const palette = new Map<number, number>();
  const indexed = frames.map((rgb) => {
    const idx = new Uint8Array(width * height);
    for (let p = 0; p < idx.length; p++) {
      const colour = (rgb[p * 3]! << 16) | (rgb[p * 3 + 1]! << 8) | rgb[p * 3 + 2]!;
      let i = palette.get(colour);
      if (i === undefined) {
        i = palette.size;
        if (i >= 256) throw new Error("GIF frames use more than 256 colours; draw with flat colours");
        palette.set(colour, i);
      }
      idx[p] = i;
    }
    return idx;
  });
  let bits = 2;
  while (1 << bits < palette.size) bits++;
  const table = Buffer.alloc(3 * (1 << bits));
  for (const [colour, i] of palette) table.set([colour >> 16, (colour >> 8) & 0xff, colour & 0xff], i * 3);
  const parts: Buffer[] = [Buffer.from("GIF89a", "ascii")];
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80 | ((bits - 1) << 4) | (bits - 1); // global colour table present
  parts.push(screen, table);
  // NETSCAPE2.0 application extension: loop forever.
  parts.push(Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from("NETSCAPE2.0", "ascii"), 0x03, 0x01, 0x00, 0x00, 0x00]));
  for (const idx of indexed) {
    parts.push(Buffer.from([0x21, 0xf9, 0x04, 0x04, delayCs & 0xff, delayCs >> 8, 0x00, 0x00]));
    const desc = Buffer.alloc(10);
    desc[0] = 0x2c;
    desc.writeUInt16LE(width, 5);
    desc.writeUInt16LE(height, 7);
    parts.push(desc, Buffer.from([bits]));
    const data = lzw(idx, bits);
    for (let o = 0; o < data.length; o += 255) {
      const block = data.subarray(o, o + 255);
      parts.push(Buffer.from([block.length]), Buffer.from(block));
    }
    parts.push(Buffer.from([0x00]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}
