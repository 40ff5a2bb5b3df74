/** Still demo pictures: each function draws one small, recognisable scene. */
import { Canvas, grey, mix, type Colour } from "./canvas.js";

export const W = 160;
export const H = 120;

export function cat(): Canvas {
  const c = new Canvas(W, H, 0xbfd8ee);
  c.rect(0, 92, W, 28, 0x8a5a44); // cushion
  c.ellipse(80, 100, 52, 22, 0xe0913a); // body
  c.polygon(
    [
      [44, 44],
      [52, 12],
      [70, 34],
    ],
    0xe0913a,
  ).polygon(
    [
      [116, 44],
      [108, 12],
      [90, 34],
    ],
    0xe0913a,
  );
  c.polygon(
    [
      [50, 38],
      [54, 20],
      [64, 34],
    ],
    0xf2b5b5,
  ).polygon(
    [
      [110, 38],
      [106, 20],
      [96, 34],
    ],
    0xf2b5b5,
  );
  c.ellipse(80, 58, 38, 32, 0xe0913a); // head
  for (const x of [70, 80, 90]) c.line(x, 28, x, 40, 0xa85f1c, 3); // tabby stripes
  c.ellipse(66, 54, 7, 8, 0x6fbf4a).ellipse(94, 54, 7, 8, 0x6fbf4a);
  c.ellipse(66, 54, 2, 7, 0x111111).ellipse(94, 54, 2, 7, 0x111111);
  c.polygon(
    [
      [75, 66],
      [85, 66],
      [80, 72],
    ],
    0xe87a8a,
  );
  c.line(80, 72, 80, 76, 0x5a3a2a).line(80, 76, 74, 79, 0x5a3a2a).line(80, 76, 86, 79, 0x5a3a2a);
  for (const dy of [-3, 1, 5]) {
    c.line(70, 70 + dy / 2, 44, 66 + dy, 0xf5f5f5);
    c.line(90, 70 + dy / 2, 116, 66 + dy, 0xf5f5f5);
  }
  return c;
}

export function savanna(): Canvas {
  const c = new Canvas(W, H);
  c.gradient(0, 72, 0x7db7e8, 0xf3e2b8, 6);
  c.circle(84, 20, 10, 0xfbd34d);
  c.ellipse(30, 74, 50, 10, 0xa9a06a).ellipse(120, 76, 60, 8, 0xb4a870);
  c.rect(0, 72, W, 48, 0xd6b45a);
  for (let x = 4; x < W; x += 11) c.line(x, 118, x + 3, 108, 0xb08f3a);
  c.line(36, 96, 36, 58, 0x5b3a1e, 4).line(36, 70, 24, 58, 0x5b3a1e, 2).line(36, 66, 50, 56, 0x5b3a1e, 2);
  c.ellipse(36, 54, 30, 8, 0x3f6b2a); // acacia crown
  // giraffe
  const body = 0xe9a93b;
  c.ellipse(108, 78, 18, 10, body);
  c.polygon(
    [
      [116, 74],
      [124, 74],
      [134, 34],
      [128, 32],
    ],
    body,
  );
  c.ellipse(134, 32, 7, 4, body).line(131, 28, 130, 23, 0x6b4423, 2);
  for (const x of [96, 102, 114, 120]) c.line(x, 84, x, 104, body, 3);
  for (const [x, y] of [
    [100, 76],
    [110, 80],
    [116, 72],
    [104, 82],
    [124, 56],
    [127, 44],
    [121, 66],
  ] as const)
    c.circle(x, y, 2, 0x8a5222);
  return c;
}

export function elephant(): Canvas {
  const c = new Canvas(W, H, 0xa8d4f0);
  c.rect(0, 86, W, 34, 0x7fae4e);
  const skin = 0x8d8f94;
  c.ellipse(72, 64, 40, 26, skin);
  for (const x of [44, 60, 84, 98]) c.rect(x, 78, 11, 28, skin);
  c.circle(112, 52, 20, skin);
  c.ellipse(100, 54, 12, 18, 0x77797e); // ear
  c.line(126, 58, 132, 78, skin, 8).line(132, 78, 128, 96, skin, 6).line(128, 96, 134, 100, skin, 5);
  c.line(122, 66, 132, 72, 0xf4f0e2, 3); // tusk
  c.circle(118, 46, 2, 0x222222);
  c.line(32, 62, 26, 80, skin, 2);
  return c;
}

/** A town street; with `boxes` it also draws the detector's boxes and labels. */
export function street(boxes = false): Canvas {
  const c = new Canvas(W, H, 0xc9e4f7);
  c.rect(0, 30, 60, 60, 0xd9a37a).rect(110, 20, 50, 70, 0xb8c2cc);
  for (let x = 8; x < 56; x += 16) c.rect(x, 40, 8, 10, 0x5c7a99).rect(x, 62, 8, 10, 0x5c7a99);
  c.rect(0, 90, W, 8, 0xcfcfcf).rect(0, 98, W, 22, 0x555a60);
  for (let x = 4; x < W; x += 24) c.rect(x, 108, 12, 2, 0xf2f2f2);
  // car
  c.rect(20, 88, 56, 14, 0xd33b2f).polygon(
    [
      [30, 88],
      [38, 78],
      [62, 78],
      [68, 88],
    ],
    0xd33b2f,
  );
  c.polygon(
    [
      [36, 87],
      [41, 81],
      [50, 81],
      [50, 87],
    ],
    0xaed6f1,
  ).polygon(
    [
      [53, 87],
      [53, 81],
      [60, 81],
      [64, 87],
    ],
    0xaed6f1,
  );
  c.circle(34, 103, 6, 0x222222).circle(64, 103, 6, 0x222222).circle(34, 103, 2, 0x999999).circle(64, 103, 2, 0x999999);
  // person
  c.circle(100, 56, 5, 0xe6b89c).rect(95, 62, 10, 18, 0x2f6db3);
  c.line(97, 80, 95, 94, 0x333344, 3).line(103, 80, 105, 94, 0x333344, 3);
  c.line(95, 64, 90, 76, 0xe6b89c, 2).line(105, 64, 110, 76, 0xe6b89c, 2);
  // dog
  c.ellipse(128, 88, 10, 5, 0x8b5a2b).circle(139, 83, 4, 0x8b5a2b);
  c.line(121, 91, 120, 96, 0x8b5a2b, 2).line(135, 91, 136, 96, 0x8b5a2b, 2).line(118, 86, 114, 82, 0x8b5a2b, 2);
  if (boxes) {
    c.frame(18, 76, 60, 34, 0xffd400, 2).rect(18, 68, 48, 8, 0xffd400).text(20, 69, "CAR 0.98", 0x111111);
    c.frame(86, 49, 28, 47, 0x00d0ff, 2).rect(86, 41, 28, 8, 0x00d0ff).text(88, 42, "PERSON", 0x111111);
    c.frame(112, 77, 34, 21, 0xff4fa3, 2).rect(112, 69, 32, 8, 0xff4fa3).text(114, 70, "DOG .93", 0x111111);
  }
  return c;
}

type ParkPart = "sky" | "hill" | "grass" | "trunk" | "crown" | "bench" | "person" | "ball";

/** A park drawn part by part, so one layout gives the photo, its depth map and its segments. */
export function park(paint: (part: ParkPart, x: number, y: number) => Colour): Canvas {
  const c = new Canvas(W, H);
  const fill = (part: ParkPart, draw: (colour: Colour) => void) => draw(paint(part, 0, 0));
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) c.set(x, y, y < 60 ? paint("sky", x, y) : paint("grass", x, y));
  fill("hill", (k) => c.ellipse(40, 62, 60, 14, k).ellipse(130, 64, 50, 10, k));
  fill("trunk", (k) => c.rect(112, 40, 8, 40, k));
  fill("crown", (k) => c.circle(116, 34, 22, k).circle(100, 42, 12, k).circle(132, 42, 12, k));
  fill("bench", (k) => c.rect(14, 78, 50, 5, k).rect(14, 70, 50, 4, k).rect(18, 83, 4, 12, k).rect(56, 83, 4, 12, k));
  fill("person", (k) => c.circle(84, 66, 6, k).rect(78, 73, 12, 22, k).rect(79, 95, 4, 14, k).rect(85, 95, 4, 14, k));
  fill("ball", (k) => c.circle(60, 108, 7, k));
  return c;
}

const PARK_COLOURS: Record<ParkPart, Colour> = {
  sky: 0x9fd0f5,
  hill: 0x6f9e55,
  grass: 0x86c25a,
  trunk: 0x6b4226,
  crown: 0x2f7d32,
  bench: 0x9c6b3a,
  person: 0x3559a8,
  ball: 0xe84d3c,
};
export const parkPhoto = () => park((part) => PARK_COLOURS[part]);
/** Nearer is brighter; the ground gets nearer towards the bottom of the frame. */
export const parkDepth = () =>
  park((part, _x, y) => {
    if (part === "sky") return grey(8);
    if (part === "grass") return grey(60 + (y - 60) * 3);
    const near: Record<string, number> = { hill: 40, trunk: 110, crown: 100, bench: 170, person: 200, ball: 245 };
    return grey(near[part]!);
  });
export const parkSegments = () =>
  park(
    (part) => ({ sky: 0x4682b4, hill: 0x90ee90, grass: 0x04fa07, trunk: 0x8b4513, crown: 0x228b22, bench: 0xff8c00, person: 0xdc143c, ball: 0xffd700 })[part],
  );
/** Instance masks over a dimmed photo, the way a mask generator's output is usually shown. */
export const parkMasks = () =>
  park((part) => {
    const mask: Partial<Record<ParkPart, Colour>> = { trunk: 0xff6f00, crown: 0x00c853, bench: 0x2979ff, person: 0xd500f9, ball: 0xffea00 };
    return mask[part] ?? mix(PARK_COLOURS[part], 0x000000, 0.6);
  });

/** A person in a walking pose; with `skeleton` the detected keypoints and limbs on top. */
export function walker(skeleton = false): Canvas {
  const c = new Canvas(W, H, 0xe8e4da);
  c.rect(0, 104, W, 16, 0xb9ad95);
  const joints: Record<string, [number, number]> = {
    head: [80, 22],
    neck: [80, 34],
    lsh: [70, 38],
    rsh: [90, 38],
    lel: [62, 56],
    rel: [98, 54],
    lwr: [58, 72],
    rwr: [106, 68],
    hip: [80, 66],
    lhip: [74, 68],
    rhip: [86, 68],
    lkn: [68, 86],
    rkn: [92, 84],
    lan: [62, 104],
    ran: [100, 102],
  };
  const limbs: Array<[string, string]> = [
    ["neck", "lsh"],
    ["neck", "rsh"],
    ["lsh", "lel"],
    ["lel", "lwr"],
    ["rsh", "rel"],
    ["rel", "rwr"],
    ["neck", "hip"],
    ["hip", "lhip"],
    ["hip", "rhip"],
    ["lhip", "lkn"],
    ["lkn", "lan"],
    ["rhip", "rkn"],
    ["rkn", "ran"],
  ];
  const j = (k: string) => joints[k]!;
  c.polygon([j("lsh"), j("rsh"), j("rhip"), j("lhip")], 0x2e7d6b);
  for (const [a, b] of limbs) c.line(...j(a), ...j(b), a.includes("sh") || a.includes("el") ? 0xd9a27e : 0x37474f, 6);
  c.circle(...j("head"), 9, 0xd9a27e).ellipse(80, 15, 9, 5, 0x3b2a20);
  if (skeleton) {
    for (const [a, b] of limbs) c.line(...j(a), ...j(b), 0xffeb3b, 2);
    for (const [name, [x, y]] of Object.entries(joints)) c.circle(x, y, 2.5, name.startsWith("l") ? 0xff1744 : 0x2979ff);
  }
  return c;
}

/** A one-page invoice; the demo question asks for its total. */
export function invoice(): Canvas {
  const c = new Canvas(144, 192, 0xfdfdf8);
  c.rect(0, 0, 144, 26, 0x264d73).text(8, 6, "INVOICE", 0xffffff, 3);
  c.text(8, 34, "NORTHWIND BAKERY", 0x222222, 2).text(8, 48, "NO. 2041  DATE 03/14/2026", 0x555555);
  c.rect(8, 62, 128, 1, 0x999999);
  const rows = [
    ["RYE FLOUR  2 X 9.50", "19.00"],
    ["BUTTER     1 X 6.30", " 6.30"],
    ["YEAST      3 X 1.20", " 3.60"],
    ["DELIVERY", " 4.90"],
  ];
  rows.forEach(([item, amount], i) => c.text(8, 70 + i * 12, item!, 0x333333).text(116, 70 + i * 12, amount!, 0x333333));
  c.rect(8, 122, 128, 1, 0x999999);
  c.text(8, 130, "TOTAL DUE", 0x111111, 2).text(92, 130, "33.80", 0xb3261e, 2);
  c.text(8, 160, "PAY BY 04/13/2026", 0x555555);
  return c;
}

/** A report page with a bar chart, for page retrieval. */
export function reportPage(): Canvas {
  const c = new Canvas(144, 192, 0xffffff);
  c.text(8, 8, "PAGE 10", 0x888888).text(8, 20, "SALES BY QUARTER", 0x1a237e, 2);
  c.rect(16, 150, 116, 1, 0x333333).rect(16, 50, 1, 100, 0x333333);
  [40, 62, 96, 71].forEach((h, i) => c.rect(24 + i * 28, 150 - h, 18, h, i === 2 ? 0xef6c00 : 0x5c6bc0).text(26 + i * 28, 156, `Q${i + 1}`, 0x333333));
  for (let y = 168; y < 188; y += 7) c.rect(8, y, 128 - (y % 3) * 10, 3, 0xbdbdbd);
  return c;
}

/** A plate with three apples and a banana, for visual chat. */
export function fruitPlate(): Canvas {
  const c = new Canvas(W, H, 0xf3e5c8);
  c.rect(0, 80, W, 40, 0xa0703f);
  c.ellipse(80, 80, 62, 22, 0xffffff).ellipse(80, 80, 52, 17, 0xeef3f7);
  for (const x of [54, 76, 98])
    c.circle(x, 72, 11, 0xd32f2f)
      .line(x, 61, x + 2, 56, 0x5d4037, 2)
      .ellipse(x + 5, 58, 4, 2, 0x43a047);
  c.polygon(
    [
      [92, 88],
      [128, 80],
      [136, 70],
      [132, 84],
      [96, 94],
    ],
    0xfdd835,
  );
  return c;
}

/** A small house, by day or by night (the image-to-image pair). */
export function house(night: boolean): Canvas {
  const c = new Canvas(W, H, night ? 0x0d1b3e : 0x9ed3f5);
  if (night) {
    c.circle(130, 22, 10, 0xf4f1d0).circle(134, 19, 9, 0x0d1b3e);
    for (const [x, y] of [
      [20, 12],
      [46, 28],
      [70, 10],
      [100, 30],
      [150, 44],
      [8, 40],
    ] as const)
      c.set(x, y, 0xffffff);
  } else c.circle(130, 22, 10, 0xffd54f);
  c.rect(0, 92, W, 28, night ? 0x1b3a22 : 0x5fb548);
  c.rect(46, 56, 68, 40, night ? 0x5a4034 : 0xc8745a);
  c.polygon(
    [
      [40, 58],
      [80, 28],
      [120, 58],
    ],
    night ? 0x2b2b3a : 0x6d3b2e,
  );
  c.rect(74, 72, 12, 24, night ? 0x2a1a10 : 0x6b4226);
  const win = night ? 0xffd54f : 0xdff1fb;
  c.rect(54, 64, 12, 10, win).rect(94, 64, 12, 10, win);
  return c;
}

/** A mountain lake, in summer or after the requested snowfall. */
export function lake(snowy: boolean): Canvas {
  const c = new Canvas(W, H, snowy ? 0xcfd8e3 : 0x8ecdf0);
  c.polygon(
    [
      [0, 80],
      [40, 24],
      [78, 80],
    ],
    snowy ? 0xf4f7fb : 0x6d7f8c,
  ).polygon(
    [
      [50, 80],
      [100, 18],
      [150, 80],
    ],
    snowy ? 0xe8eef5 : 0x5b6b78,
  );
  if (!snowy)
    c.polygon(
      [
        [90, 30],
        [100, 18],
        [110, 30],
      ],
      0xffffff,
    );
  c.rect(0, 80, W, 12, snowy ? 0xffffff : 0x4f9a3c).rect(0, 92, W, 28, snowy ? 0xb7d3e6 : 0x2e78b8);
  for (const x of [12, 140])
    c.polygon(
      [
        [x - 8, 86],
        [x, 60],
        [x + 8, 86],
      ],
      0x1f5a2c,
    );
  if (snowy) for (let i = 0; i < 40; i++) c.rect((i * 37) % W, (i * 53) % 92, 2, 2, 0xffffff);
  return c;
}

export function lighthouse(): Canvas {
  const c = new Canvas(W, H);
  c.gradient(0, 78, 0x3b2c6b, 0xf59e5b, 8);
  c.circle(40, 76, 14, 0xffcf70);
  c.rect(0, 78, W, 42, 0x2d4f7c);
  for (let y = 84; y < 120; y += 8) c.rect(((y * 7) % 40) + 10, y, 30, 1, 0x5f8ac2);
  c.polygon(
    [
      [86, 120],
      [96, 90],
      [150, 88],
      [160, 120],
    ],
    0x4b4037,
  );
  c.polygon(
    [
      [108, 92],
      [114, 30],
      [128, 30],
      [134, 92],
    ],
    0xf5f5f5,
  );
  for (const y of [42, 62, 80])
    c.polygon(
      [
        [108 + (92 - y) * 0.1, y],
        [134 - (92 - y) * 0.1, y],
        [134 - (92 - y - 8) * 0.1, y + 8],
        [108 + (92 - y - 8) * 0.1, y + 8],
      ],
      0xc62828,
    );
  c.rect(110, 20, 22, 10, 0xfff59d)
    .rect(108, 18, 26, 3, 0x263238)
    .polygon(
      [
        [110, 18],
        [121, 10],
        [132, 18],
      ],
      0x263238,
    );
  c.polygon(
    [
      [132, 24],
      [160, 14],
      [160, 34],
    ],
    0xfff7c2,
  );
  return c;
}

/** A generated portrait, as an unconditional face model would produce. */
export function portrait(): Canvas {
  const c = new Canvas(W, H, 0xd7ccc8);
  c.ellipse(80, 58, 34, 42, 0x4e342e); // hair
  c.rect(60, 96, 40, 24, 0xe0b39a).ellipse(80, 118, 50, 14, 0x455a64);
  c.ellipse(80, 62, 26, 33, 0xe8bfa5);
  c.polygon(
    [
      [52, 48],
      [80, 22],
      [108, 48],
      [96, 34],
      [70, 36],
    ],
    0x4e342e,
  );
  c.ellipse(70, 60, 5, 3, 0xffffff).ellipse(90, 60, 5, 3, 0xffffff).circle(70, 60, 2, 0x3e2723).circle(90, 60, 2, 0x3e2723);
  c.line(64, 53, 75, 52, 0x4e342e, 2).line(85, 52, 96, 53, 0x4e342e, 2);
  c.line(80, 62, 77, 74, 0xc4967e, 2).ellipse(80, 82, 9, 3, 0xc0605a);
  return c;
}

/** A desk with a mug, a laptop and a potted plant; optionally boxed per requested class. */
export function desk(boxes = false): Canvas {
  const c = new Canvas(W, H, 0xeae3d2);
  c.rect(0, 84, W, 36, 0x8d6e63);
  c.rect(44, 44, 64, 40, 0x37474f)
    .rect(48, 48, 56, 32, 0x80cbc4)
    .polygon(
      [
        [36, 84],
        [44, 80],
        [108, 80],
        [118, 84],
      ],
      0x90a4ae,
    );
  c.rect(14, 66, 18, 20, 0xffffff).frame(32, 70, 6, 10, 0xffffff, 2).rect(16, 68, 14, 3, 0x6d4c41);
  c.polygon(
    [
      [124, 84],
      [128, 66],
      [146, 66],
      [150, 84],
    ],
    0xbf5b2c,
  );
  for (const [dx, dy] of [
    [-8, -14],
    [0, -20],
    [8, -13],
    [-4, -8],
    [5, -6],
  ] as const)
    c.ellipse(137 + dx, 60 + dy, 4, 9, 0x388e3c);
  if (boxes) {
    c.frame(11, 63, 30, 26, 0xff4fa3, 2).text(12, 56, "MUG", 0xb0005a);
    c.frame(34, 40, 86, 47, 0x2962ff, 2).text(36, 33, "LAPTOP", 0x0d47a1);
    c.frame(122, 36, 30, 50, 0x00c853, 2).text(122, 29, "PLANT", 0x1b5e20);
  }
  return c;
}

/** A ceramic mug on a plain background, as an image-to-3D input. */
export function mug(): Canvas {
  const c = new Canvas(W, H, 0xf5f5f5);
  c.ellipse(80, 104, 40, 6, 0xdedede);
  c.rect(52, 36, 50, 66, 0x1e88e5).ellipse(77, 102, 25, 5, 0x1e88e5).ellipse(77, 36, 25, 6, 0x1565c0).ellipse(77, 36, 21, 4, 0x4e342e);
  c.ellipse(108, 66, 14, 18, 0x1e88e5).ellipse(108, 66, 7, 10, 0xf5f5f5).rect(98, 46, 4, 40, 0x1e88e5);
  c.rect(60, 44, 5, 50, 0x64b5f6);
  return c;
}

/** A red bicycle against a yellow wall. */
export function bicycle(): Canvas {
  const c = new Canvas(W, H, 0xf6d55c);
  c.rect(0, 96, W, 24, 0x9e9e9e);
  c.circle(44, 82, 20, 0x222222).circle(44, 82, 16, 0xf6d55c).circle(116, 82, 20, 0x222222).circle(116, 82, 16, 0xf6d55c);
  const red = 0xc62828;
  c.line(44, 82, 70, 82, red, 3).line(70, 82, 96, 52, red, 3).line(62, 52, 96, 52, red, 3).line(44, 82, 62, 52, red, 3);
  c.line(62, 52, 70, 82, red, 3).line(96, 52, 116, 82, red, 3).line(60, 46, 66, 46, 0x222222, 4).line(62, 52, 61, 46, red, 3);
  c.line(96, 52, 98, 40, 0x444444, 3).line(92, 40, 104, 40, 0x222222, 3);
  return c;
}
