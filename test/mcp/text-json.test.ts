/**
 * An MCP answer's text written from the pieces of an earlier text of the same shape
 * (engine/mcp/text-json.ts) must be `JSON.stringify` of it, byte for byte: for texts made of
 * any characters (quotes, line breaks, control characters, lone and paired surrogates) around
 * ids, after another text of the same shape, of another shape, or with other ids.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textJson } from "../../engine/mcp/text-json.js";

const piece = fc.string({ unit: fc.constantFrom(...'ab \n\t"\\/{}<>é😀\u0000\u001f\u2028'.split(""), "\ud800", "\udc00"), maxLength: 12 });
const idChar = fc.constantFrom(..."abcXYZ019._-/".split(""));
const id = (length: number) => fc.array(idChar, { minLength: length, maxLength: length }).map((cs) => cs.join(""));

/** A text of pieces with ids between them, slot by slot. */
const write = (pieces: string[], slots: number[], ids: string[]) => pieces.map((p, i) => p + (i < slots.length ? ids[slots[i]!]! : "")).join("");

describe("a text as JSON from a kept shape", () => {
  it("is JSON.stringify of the text, for the same shape with other ids, other shapes and other ids' lengths", () => {
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(1), { maxLength: 5 }),
        fc.integer({ min: 4, max: 9 }),
        fc.integer({ min: 4, max: 9 }),
        fc.infiniteStream(fc.tuple(id(4), id(5), id(6), id(7), id(8), id(9))),
        fc.string({ maxLength: 3 }),
        (pieces, rawSlots, hubLength, providerLength, idStream, change) => {
          const slots = rawSlots.slice(0, pieces.length - 1);
          const idsOf = () => {
            const all = idStream.next().value as string[];
            return [all[hubLength - 4]!, all[providerLength - 4]!];
          };
          for (let round = 0; round < 4; round++) {
            const ids = idsOf();
            const text = write(pieces, slots, ids);
            expect(textJson(text, ids)).toBe(JSON.stringify(text));
            // The same shape changed in one piece: never written from the kept pieces.
            const changed = write([pieces[0]! + change, ...pieces.slice(1)], slots, ids);
            expect(textJson(changed, ids)).toBe(JSON.stringify(changed));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("writes a repeated shape from its pieces (the kept path is taken, and agrees)", () => {
    const text = (n: number) =>
      `sh/curl:\n\`\`\`sh\ncurl 'https://router.huggingface.co/hf-inference/models/acme/model-${n}' \\\n    -d '{"inputs": "a \\"quoted\\" line"}'\n\`\`\`\n\nWarning: "acme/model-${n}" is a guess.`;
    for (let n = 10; n < 60; n++) expect(textJson(text(n), [`acme/model-${n}`])).toBe(JSON.stringify(text(n)));
    // Ids that would need escaping are never swapped in: the text is escaped whole.
    expect(textJson('say "a/b"', ['a"b'])).toBe(JSON.stringify('say "a/b"'));
  });
});
