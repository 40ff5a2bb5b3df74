/** "Did you mean …?" hints: close names only, never a guess that shares nothing with the word. */
import { describe, expect, it } from "vitest";
import { closest, didYouMean, editDistance } from "../../engine/load/suggest.js";

describe("suggestions", () => {
  it("measures edits", () => {
    expect(editDistance("text-generaton", "text-generation")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("offers the closest name when it is close", () => {
    expect(closest("transformer", ["transformers", "diffusers"])).toBe("transformers");
    expect(closest("Snippets", ["snippets", "tasks"])).toBe("snippets");
    expect(didYouMean("path_extention", ["path", "path_extension"])).toBe('did you mean "path_extension"?');
  });

  it("offers nothing for a far or fully rewritten word", () => {
    expect(closest("x", ["k2", "timm"])).toBeUndefined();
    expect(closest("ab", ["cd"])).toBeUndefined();
    expect(closest("completely-different", ["transformers"])).toBeUndefined();
  });
});
