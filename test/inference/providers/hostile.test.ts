/**
 * Hostile values in provider snippets: a provider model id, hub id, adapter file, prompt,
 * access token (routed and direct) and bill-to organisation full of quotes, backslashes, `${…}`, `$(…)`, backticks and newlines. Every
 * snippet of every provider task must still parse (python's parser, node's, `bash -n`, Go's parser
 * and go vet, Ruby's parser, PHP's parser, javac) and the
 * hostile text may only ever sit inside string literals.
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, type Snippet } from "../../../engine/index.js";
import { PROVIDERS } from "../../../engine/inference/providers/index.js";
import { checkGo, removeGoCheckWork } from "../../support/go-check.js";
import { checkJava, removeJavaCheckWork } from "../../support/java-check.js";
import { checkPhp } from "../../support/php-check.js";
import { checkRuby } from "../../support/ruby-check.js";
import { checkJs, checkPython, checkSh, type Source } from "../../support/syntax-check.js";

const SENTINEL = "ZQX";
const PIECES = [`'`, `"`, "`", "\\", "${x}", "$(id)", "\n", `'''`, `"""`, "é✓", "};", "#", "//", "%s", "{{x}}"];
const hostile = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }).map((parts) => `${SENTINEL}${parts.join("")}${SENTINEL}`);

/** Every provider/task the table serves, hf-inference aside (test/inference covers it). */
const PAIRS = [...PROVIDERS.values()].filter((p) => p.id !== "hf-inference").flatMap((p) => Object.keys(p.tasks).map((task) => ({ provider: p.id, task })));

function snippets(provider: string, task: string, value: string, direct: boolean, lora: boolean): Snippet[] {
  const chat = task === "conversational";
  return getInferenceSnippets(
    {
      id: `org/${value}`,
      pipeline_tag: chat ? "text-generation" : task,
      tags: chat ? ["conversational"] : [],
      inferenceProviderMapping: [
        { provider, providerId: `org/${value}`, task, status: "live", ...(lora ? { adapter: "lora", adapterWeightsPath: value } : {}) },
      ],
    },
    {
      provider,
      directRequest: direct,
      accessToken: value,
      billTo: direct ? undefined : value,
      ...(chat ? { messages: [{ role: "user", content: value }] } : task.startsWith("image") ? {} : { inputs: value }),
    },
  );
}

afterAll(removeGoCheckWork);
afterAll(removeJavaCheckWork);

describe("hostile values in provider snippets", () => {
  it("stay inside string literals in every language", () => {
    const sources: Record<string, Source[]> = { python: [], js: [], sh: [], go: [], ruby: [], php: [], java: [] };
    fc.assert(
      fc.property(hostile, fc.boolean(), fc.boolean(), (value, direct, lora) => {
        for (const { provider, task } of PAIRS) {
          for (const s of snippets(provider, task, value, direct, lora)) {
            sources[s.language]!.push({ id: `${provider}/${task}/${s.language}/${s.client} ${JSON.stringify(value)}`, code: s.content, sentinel: SENTINEL });
          }
        }
      }),
      { numRuns: 6, seed: 4 },
    );
    expect(sources.python!.length).toBeGreaterThan(100);
    expect([...checkPython(sources.python!), ...checkJs(sources.js!), ...checkSh(sources.sh!)]).toEqual([]);
    // The new languages: Go's parser, scanner and go vet; Ruby's parser and Ripper; PHP's parser and tokens.
    expect(sources.go!.length).toBeGreaterThan(100);
    expect([...checkGo(sources.go!), ...checkRuby(sources.ruby!), ...checkPhp(sources.php!)]).toEqual([]);
    // Java: javac's parser (sentinels inside string literals), then one javac run over all of them.
    expect(sources.java!.length).toBeGreaterThan(100);
    expect(checkJava(sources.java!)).toEqual([]);
  }, 300_000);
});
