/**
 * A tiny RGB raster with the few drawing operations the demo scenes need: flat shapes,
 * thick lines, vertical gradients and a 3×5 pixel font. No anti-aliasing, so GIF frames
 * keep a small palette.
 */
export type Colour = number; // 0xRRGGBB

/** 3×5 glyphs, rows top to bottom separated by "/", "#" = ink. */
const FONT: Record<string, string> = {
  "A": ".#./#.#/###/#.#/#.#",
  "B": "##./#.#/##./#.#/##.",
  "C": ".##/#../#../#../.##",
  "D": "##./#.#/#.#/#.#/##.",
  "E": "###/#../##./#../###",
  "F": "###/#../##./#../#..",
  "G": ".##/#../#.#/#.#/.##",
  "H": "#.#/#.#/###/#.#/#.#",
  "I": "###/.#./.#./.#./###",
  "J": "..#/..#/..#/#.#/.#.",
  "K": "#.#/#.#/##./#.#/#.#",
  "L": "#../#../#../#../###",
  "M": "#.#/###/###/#.#/#.#",
  "N": "##./#.#/#.#/#.#/#.#",
  "O": ".#./#.#/#.#/#.#/.#.",
  "P": "##./#.#/##./#../#..",
  "Q": ".#./#.#/#.#/##./.##",
  "R": "##./#.#/##./#.#/#.#",
  "S": ".##/#../.#./..#/##.",
  "T": "###/.#./.#./.#./.#.",
  "U": "#.#/#.#/#.#/#.#/###",
  "V": "#.#/#.#/#.#/#.#/.#.",
  "W": "#.#/#.#/###/###/#.#",
  "X": "#.#/#.#/.#./#.#/#.#",
  "Y": "#.#/#.#/.#./.#./.#.",
  "Z": "###/..#/.#./#../###",
  "0": "###/#.#/#.#/#.#/###",
  "1": ".#./##./.#./.#./###",
  "2": "##./..#/.#./#../###",
  "3": "##./..#/.#./..#/##.",
  "4": "#.#/#.#/###/..#/..#",
  "5": "###/#../##./..#/##.",
  "6": ".##/#../###/#.#/###",
  "7": "###/..#/.#./.#./.#.",
  "8": "###/#.#/###/#.#/###",
  "9": "###/#.#/###/..#/##.",
  ".": ".../.../.../.../.#.",
  ":": ".../.#./.../.#./...",
  "-": ".../.../###/.../...",
  "/": "..#/..#/.#./#../#..",
  " ": ".../.../.../.../...",
  "?": "##./..#/.#./.../.#.",
  ",": ".../.../.../.#./#..",
};

function glyph(ch: string): string {
  const g = FONT[ch];
  if (!g) throw new Error(`no 3x5 glyph for ${JSON.stringify(ch)}`);
  return g.replaceAll("/", "");
}

export class Canvas {
  readonly rgb: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Colour = 0xffffff,
  ) {
    this.rgb = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  clone(): Canvas {
    const copy = new Canvas(this.width, this.height);
    copy.rgb.set(this.rgb);
    return copy;
  }

  set(x: number, y: number, c: Colour): void {
    x = Math.round(x);
    y = Math.round(y);
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const o = (y * this.width + x) * 3;
    this.rgb[o] = c >> 16;
    this.rgb[o + 1] = (c >> 8) & 0xff;
    this.rgb[o + 2] = c & 0xff;
  }

  get(x: number, y: number): Colour {
    const o = (y * this.width + x) * 3;
    return (this.rgb[o]! << 16) | (this.rgb[o + 1]! << 8) | this.rgb[o + 2]!;
  }

  /** Recolours every pixel through `f` (used for depth maps, night versions, masks). */
  map(f: (c: Colour, x: number, y: number) => Colour): Canvas {
    const out = new Canvas(this.width, this.height);
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) out.set(x, y, f(this.get(x, y), x, y));
    return out;
  }

  rect(x: number, y: number, w: number, h: number, c: Colour): this {
    for (let j = Math.max(0, Math.floor(y)); j < Math.min(this.height, y + h); j++)
      for (let i = Math.max(0, Math.floor(x)); i < Math.min(this.width, x + w); i++) this.set(i, j, c);
    return this;
  }

  frame(x: number, y: number, w: number, h: number, c: Colour, t = 1): this {
    this.rect(x, y, w, t, c).rect(x, y + h - t, w, t, c);
    return this.rect(x, y, t, h, c).rect(x + w - t, y, t, h, c);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, c: Colour): this {
    for (let y = Math.floor(cy - ry); y <= cy + ry; y++)
      for (let x = Math.floor(cx - rx); x <= cx + rx; x++) {
        const dx = (x - cx) / rx;
        const dy = (y - cy) / ry;
        if (dx * dx + dy * dy <= 1) this.set(x, y, c);
      }
    return this;
  }

  circle(cx: number, cy: number, r: number, c: Colour): this {
    return this.ellipse(cx, cy, r, r, c);
  }

  /** Filled polygon by the even-odd rule. */
  polygon(points: Array<[number, number]>, c: Colour): this {
    const ys = points.map((p) => p[1]);
    const xs = points.map((p) => p[0]);
    for (let y = Math.floor(Math.min(...ys)); y <= Math.max(...ys); y++)
      for (let x = Math.floor(Math.min(...xs)); x <= Math.max(...xs); x++) {
        let inside = false;
        for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
          const [xi, yi] = points[i]!;
          const [xj, yj] = points[j]!;
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
        }
        if (inside) this.set(x, y, c);
      }
    return this;
  }

  line(x0: number, y0: number, x1: number, y1: number, c: Colour, width = 1): this {
    const r = width / 2;
    const len2 = (x1 - x0) ** 2 + (y1 - y0) ** 2 || 1;
    for (let y = Math.floor(Math.min(y0, y1) - r); y <= Math.max(y0, y1) + r; y++)
      for (let x = Math.floor(Math.min(x0, x1) - r); x <= Math.max(x0, x1) + r; x++) {
        const t = Math.max(0, Math.min(1, ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / len2));
        if ((x - x0 - t * (x1 - x0)) ** 2 + (y - y0 - t * (y1 - y0)) ** 2 <= r * r + 0.25) this.set(x, y, c);
      }
    return this;
  }

  /** Vertical gradient in `steps` flat bands (banded, so it stays GIF-friendly). */
  gradient(y: number, h: number, top: Colour, bottom: Colour, steps = 8): this {
    for (let s = 0; s < steps; s++) {
      const t = steps === 1 ? 0 : s / (steps - 1);
      this.rect(0, y + (h * s) / steps, this.width, Math.ceil(h / steps) + 1, mix(top, bottom, t));
    }
    return this;
  }

  /** Upper-case text in the 3×5 font; each font pixel becomes `scale`×`scale`. */
  text(x: number, y: number, s: string, c: Colour, scale = 1): this {
    [...s.toUpperCase()].forEach((ch, n) => {
      const g = glyph(ch);
      for (let i = 0; i < 15; i++) if (g[i] === "#") this.rect(x + (n * 4 + (i % 3)) * scale, y + Math.floor(i / 3) * scale, scale, scale, c);
    });
    return this;
  }
}

export function mix(a: Colour, b: Colour, t: number): Colour {
  const ch = (shift: number) => Math.round(((a >> shift) & 0xff) * (1 - t) + ((b >> shift) & 0xff) * t);
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}

export function grey(level: number): Colour {
  const v = Math.max(0, Math.min(255, Math.round(level)));
  return (v << 16) | (v << 8) | v;
}
