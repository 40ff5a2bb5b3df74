/** Short looping clips (GIF frames) and the stills some of them start from. */
import { Canvas, type Colour } from "./canvas.js";

const VW = 128;
const VH = 96;
const FRAMES = 12;

const frames = (draw: (t: number, i: number) => Canvas) => Array.from({ length: FRAMES }, (_, i) => draw(i / FRAMES, i));

/** A red-and-white ball bouncing along a beach. */
export function bouncingBall(): Canvas[] {
  return frames((t) => {
    const c = new Canvas(VW, VH, 0x87ceeb);
    c.rect(0, 52, VW, 14, 0x1e88c8).rect(0, 66, VW, 30, 0xf2d49b);
    c.circle(104, 16, 8, 0xffe066);
    const x = 14 + t * 100;
    const y = 80 - Math.abs(Math.sin(t * Math.PI * 3)) * 44;
    c.ellipse(x, 86, 8, 2, 0xd9b97e);
    c.circle(x, y, 8, 0xe53935).rect(x - 8, y - 1, 17, 3, 0xffffff);
    return c;
  });
}

/** A seated figure strumming a guitar: the strumming hand moves each frame. */
export function guitarist(): Canvas[] {
  return frames((t) => {
    const c = new Canvas(VW, VH, 0xf0e6d8);
    c.rect(0, 80, VW, 16, 0x8d6e63).rect(40, 62, 44, 6, 0x5d4037);
    c.circle(58, 20, 8, 0xd7a07c).rect(52, 28, 14, 32, 0x3f51b5);
    c.line(56, 60, 70, 62, 0x263238, 5).line(70, 62, 70, 80, 0x263238, 5);
    c.ellipse(66, 52, 14, 10, 0xb5651d).circle(66, 52, 3, 0x3e2723).line(74, 48, 104, 34, 0x6d4c41, 4);
    c.line(56, 32, 92, 40, 0xd7a07c, 3); // fretting arm
    const hand = 46 + Math.sin(t * Math.PI * 4) * 7;
    c.line(60, 32, 64, hand, 0xd7a07c, 3).circle(64, hand, 2.5, 0xd7a07c);
    return c;
  });
}

function streetFrame(carX: number): Canvas {
  const c = new Canvas(VW, VH, 0xcde7f7);
  c.rect(6, 20, 30, 52, 0xc98f6b).rect(90, 14, 34, 58, 0xa9b4be).rect(0, 72, VW, 6, 0xd0d0d0).rect(0, 78, VW, 18, 0x50555c);
  for (let x = 2; x < VW; x += 20) c.rect(x, 86, 10, 2, 0xffffff);
  c.rect(carX, 68, 34, 10, 0x1e6fd9).polygon(
    [
      [carX + 6, 68],
      [carX + 11, 61],
      [carX + 24, 61],
      [carX + 29, 68],
    ],
    0x1e6fd9,
  );
  c.circle(carX + 8, 79, 4, 0x222222).circle(carX + 26, 79, 4, 0x222222);
  c.rect(70, 44, 3, 28, 0x333333)
    .rect(67, 34, 9, 12, 0x222222)
    .circle(71.5, 38, 2, carX < 40 ? 0x43a047 : 0xe53935);
  return c;
}

/** A blue car driving through a street past a traffic light. */
export const carDrive = () => frames((t) => streetFrame(-30 + t * 160));

function ballOnGrass(t: number): Canvas {
  const c = new Canvas(VW, VH, 0xb3e5fc);
  c.rect(0, 60, VW, 36, 0x66bb6a).circle(20, 18, 9, 0xffeb3b);
  const y = 74 - Math.abs(Math.sin(t * Math.PI * 2)) * 40;
  c.circle(64, y, 9, 0x3949ab).rect(55, y - 1, 19, 2, 0xffffff);
  return c;
}

/** A ball bouncing on grass, and the same clip turned into a pencil-line drawing. */
export const grassBall = () => frames((t) => ballOnGrass(t));
export const grassBallSketch = () => frames((t) => sketch(ballOnGrass(t)));

/** Ink where a pixel differs from its right or lower neighbour, paper elsewhere. */
function sketch(src: Canvas): Canvas {
  return src.map((colour, x, y) => {
    const right = x + 1 < src.width ? src.get(x + 1, y) : colour;
    const below = y + 1 < src.height ? src.get(x, y + 1) : colour;
    return right !== colour || below !== colour ? 0x37352f : 0xfaf6ea;
  });
}

/** A windmill whose sails turn; frame 0 doubles as the still input. */
export function windmill(angle: number): Canvas {
  const c = new Canvas(VW, VH, 0xaee1f9);
  c.rect(0, 74, VW, 22, 0x7cb342).ellipse(100, 20, 14, 5, 0xffffff);
  c.polygon(
    [
      [54, 80],
      [58, 36],
      [70, 36],
      [74, 80],
    ],
    0xeeeeee,
  )
    .rect(60, 64, 8, 16, 0x6d4c41)
    .polygon(
      [
        [54, 38],
        [64, 26],
        [74, 38],
      ],
      0xb71c1c,
    );
  for (let k = 0; k < 4; k++) {
    const a = angle + (k * Math.PI) / 2;
    const ex = 64 + Math.cos(a) * 30;
    const ey = 36 + Math.sin(a) * 30;
    c.line(64, 36, ex, ey, 0x5d4037, 2);
    c.line(
      64 + Math.cos(a) * 10 + Math.cos(a + 1.57) * 4,
      36 + Math.sin(a) * 10 + Math.sin(a + 1.57) * 4,
      ex + Math.cos(a + 1.57) * 4,
      ey + Math.sin(a + 1.57) * 4,
      0xfafafa,
      5,
    );
  }
  return c.circle(64, 36, 3, 0x3e2723);
}
export const windmillTurning = () => frames((t) => windmill((t * Math.PI) / 2));

/** A sailboat on a choppy sea; the clip sails it to the right. */
export function sailboat(shift: number): Canvas {
  const c = new Canvas(VW, VH, 0xffe0b2);
  c.circle(100, 26, 10, 0xff8a65).rect(0, 56, VW, 40, 0x1565c0);
  for (let row = 0; row < 4; row++)
    for (let x = -16; x < VW + 16; x += 16)
      c.line(x + ((shift * 2 + row * 8) % 16), 62 + row * 9, x + 6 + ((shift * 2 + row * 8) % 16), 60 + row * 9, 0x64b5f6, 2);
  const bx = 24 + shift;
  const hull: Colour = 0x5d4037;
  c.polygon(
    [
      [bx - 18, 56],
      [bx + 20, 56],
      [bx + 12, 64],
      [bx - 12, 64],
    ],
    hull,
  );
  c.rect(bx, 18, 2, 38, 0x3e2723)
    .polygon(
      [
        [bx + 3, 20],
        [bx + 3, 52],
        [bx + 22, 52],
      ],
      0xffffff,
    )
    .polygon(
      [
        [bx - 1, 24],
        [bx - 1, 52],
        [bx - 16, 52],
      ],
      0xef5350,
    );
  return c;
}
export const sailing = () => frames((_t, i) => sailboat(i * 4));
