/**
 * Whether the browser has a glyph for an emoji. Where no emoji font is installed, an emoji
 * shows as an empty box; drawn on a canvas it then looks exactly like a code point no font
 * has (a private-use one). Without a canvas (server rendering, tests) we assume it does.
 */
const results = new Map<string, boolean>();
const NO_GLYPH = "\u{10FFFD}";

function pixels(context: CanvasRenderingContext2D, text: string): string {
  context.clearRect(0, 0, 32, 32);
  context.fillText(text, 0, 24);
  return Array.from(context.getImageData(0, 0, 32, 32).data).join(",");
}

export function hasGlyph(emoji: string): boolean {
  const known = results.get(emoji);
  if (known !== undefined) return known;
  let result = true;
  try {
    const context = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (context) {
      context.canvas.width = context.canvas.height = 32;
      context.font = "24px sans-serif";
      context.textBaseline = "alphabetic";
      result = pixels(context, emoji) !== pixels(context, NO_GLYPH);
    }
  } catch {
    result = true;
  }
  results.set(emoji, result);
  return result;
}
