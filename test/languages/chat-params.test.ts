/**
 * The playground's parameters (system prompt, temperature, max_tokens, top_p, seed, stop,
 * reasoning_effort) and local images in the plain chat snippets of every added language: each
 * must send what the python `requests` snippet sends and print the same reply. The chat modes
 * themselves (tools, structured output, Responses) run in ./chat-modes-execution.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_CASES } from "../inference/chat/cases.js";
import { differences, runLanguages, type LanguageCase, type Outcome } from "./same-request.js";

const CLIENTS = new Set(["go/net-http", "ruby/net-http", "php/php-curl", "java/java-net-http", "sh/httpie"]);
const NAMES = ["params/all", "params/all-stream", "images/local-files", "images/local-files-stream"];
const CASES: LanguageCase[] = CHAT_CASES.filter((c) => NAMES.includes(c.name)).map((c) => ({
  id: `chat/${c.name}`,
  model: c.model,
  request: c.request,
  env: { HF_TOKEN: "hf_test_token" },
  flows: false,
  task: "chat",
}));

let outcomes: Outcome[] = [];

describe("the added languages carry the chat parameters and local images", () => {
  beforeAll(async () => {
    outcomes = await runLanguages(CLIENTS, CASES);
  }, 600_000); // a guard, not a speed target

  it("offers plain chat in every added language", () => {
    expect(CASES.map((c) => c.id)).toEqual(NAMES.map((n) => `chat/${n}`));
    for (const c of CASES)
      expect(
        outcomes
          .filter((o) => o.id.startsWith(`${c.id}/`) && CLIENTS.has(o.client))
          .map((o) => o.client)
          .sort(),
        c.id,
      ).toEqual([...CLIENTS].sort());
  });

  it("sends the python requests snippet's request and prints its reply", () => {
    const byId = new Map(outcomes.map((o) => [o.id, o]));
    const problems = outcomes
      .filter((o) => CLIENTS.has(o.client))
      .flatMap((o) => {
        const base = o.id.slice(0, -(o.client.length + 1));
        return differences(o, byId.get(`${base}/python/requests`)!).map((d) => `${o.id}: ${d}`);
      });
    expect(problems).toEqual([]);
  });
});
