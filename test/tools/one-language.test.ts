/**
 * get_snippets with a `language` renders only that language (engine/tools/get-snippets.ts). Its
 * snippets must be exactly those of every language rendered and filtered: for every real record,
 * each of its providers and each language (with and without a client), the snippets kept and
 * left out, and the refusal when there are none, are compared with the full render's.
 */
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/languages/snippets.js";
import { chatModeDefinition } from "../../engine/inference/chat/mode-definitions.js";
import { LANGUAGES, type Snippet, type SnippetLanguage } from "../../engine/schema/snippet.js";
import { getSnippets } from "../../engine/tools/get-snippets.js";
import { validModelRecord } from "../../engine/schema/model-check.js";
import { providersOf, realRecords } from "../real-records/support.js";

const CONTEXT = { models: new Map() };
const names = (list: readonly Snippet<SnippetLanguage>[]) => list.map((s) => `${s.language}/${s.client}`);

async function outcome(args: Record<string, unknown>) {
  try {
    const { data } = await getSnippets.run(args as never, CONTEXT as never);
    const kept = data.snippets as Snippet<SnippetLanguage>[];
    return { kept: kept.map((s) => [s.language, s.client, s.content]), omitted: data.omitted?.snippets ?? [], noCode: data.noCode?.reason };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

describe("get_snippets for one language", () => {
  it("gives the snippets of that language in the full render, for every real record, provider and language", async () => {
    let compared = 0;
    for (const { name, model: input } of realRecords()) {
      const model = validModelRecord(input);
      for (const provider of providersOf(model)) {
        let full: Snippet<SnippetLanguage>[];
        try {
          full = getInferenceSnippets(model, { provider, ...chatModeDefinition("chat")!.request }, { languages: [] });
        } catch {
          continue; // A provider the record refuses: the tool's refusal is tested elsewhere.
        }
        for (const language of LANGUAGES) {
          const ours = await outcome({ model, provider, language, allowUnmappedProvider: true });
          const expected = full.filter((s) => s.language === language);
          if (expected.length && !("error" in ours) && ours.noCode === undefined) {
            expect([...ours.kept.map(([l, c]) => `${l}/${c}`), ...ours.omitted], `${name} ${provider} ${language}`).toEqual(names(expected));
            for (const [i, [, , content]] of ours.kept.entries()) expect(content, `${name} ${provider} ${language}`).toBe(expected[i]!.content);
            const first = expected[0]!;
            const one = await outcome({ model, provider, language, client: first.client, allowUnmappedProvider: true });
            expect(one, `${name} ${provider} ${language}/${first.client}`).toMatchObject({ kept: [[first.language, first.client, first.content]] });
            compared++;
          } else {
            // None for this language: the answer names every language's snippets, as the full render does.
            expect(expected, `${name} ${provider} ${language}: ${JSON.stringify(ours).slice(0, 200)}`).toEqual([]);
            if ("error" in ours) for (const other of names(full)) expect(ours.error).toContain(other);
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
  });
});
