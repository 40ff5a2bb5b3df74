/**
 * A REST route answering JSON reads only a tool's data, so it runs the tool with `dataOnly` and
 * get_snippets skips writing its text (engine/tools/get-snippets.ts). The data must be the same
 * either way, for every real record, provider and language; only an MCP or Markdown caller gets
 * the text.
 */
import { describe, expect, it } from "vitest";
import { getSnippets } from "../../engine/tools/get-snippets.js";
import { LANGUAGES } from "../../engine/schema/snippet.js";
import { validModelRecord } from "../../engine/schema/model-check.js";
import { providersOf, realRecords } from "../real-records/support.js";

const WITH_TEXT = { models: new Map() };
const DATA_ONLY = { ...WITH_TEXT, dataOnly: true };

async function run(args: Record<string, unknown>, context: typeof WITH_TEXT) {
  try {
    return await getSnippets.run(args as never, context as never);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

describe("get_snippets for a caller that reads only the data", () => {
  it("gives the same data without the text, for every real record, provider and language", async () => {
    let compared = 0;
    for (const { name, model: input } of realRecords()) {
      const model = validModelRecord(input);
      for (const provider of providersOf(model))
        for (const language of [undefined, ...LANGUAGES]) {
          const args = { model, provider, allowUnmappedProvider: true, ...(language ? { language } : {}) };
          const full = await run(args, WITH_TEXT);
          const bare = await run(args, DATA_ONLY);
          if ("error" in full) {
            expect(bare, `${name} ${provider} ${language}`).toEqual(full);
            continue;
          }
          expect("data" in bare && bare.data, `${name} ${provider} ${language}`).toStrictEqual(full.data);
          // An answer with code has text to skip; a no-code answer is short and keeps its sentence.
          if (full.data.snippets.length && full.data.snippets[0]!.language !== "text") {
            expect("text" in bare && bare.text).toBe("");
            expect(full.text.length).toBeGreaterThan(0);
            compared++;
          }
        }
    }
    expect(compared).toBeGreaterThan(300);
  });
});
