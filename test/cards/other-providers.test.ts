/**
 * The one-line rules of a card's other providers (engine/cards/other-providers.ts) are decided
 * from the planned calls, without rendering those providers. Here they are checked against the
 * rendered code: a card that holds every provider's full call gives each provider's code, and a
 * line that says "identical code but for" the suffix or the provider argument must turn the first
 * call's code into that provider's by that change alone, client by client; an "own" line must not.
 */
import { describe, expect, it } from "vitest";
import { getUsageCard, type UsageCard } from "../../engine/entries/cards.js";
import type { ModelRecordInput } from "../../engine/index.js";
import { LANGUAGES } from "../../engine/schema/snippet.js";
import { realRecords } from "../real-records/support.js";
import { EXAMPLES } from "./support.js";

type Call = UsageCard["providers"][number];
type Line = UsageCard["otherProviders"][number];

/** Each text of a full call: its snippets by language and client, and its HTTP request. */
function texts(call: Call): Map<string, { client: string; text: string }> {
  const out = new Map(call.snippets.map((s) => [`${s.language}/${s.client}`, { client: s.client, text: s.code }]));
  if (call.request) out.set("HTTP request", { client: "HTTP request", text: JSON.stringify(call.request) });
  return out;
}

/** `first`'s text with `other` named the way `kind` says: the router's model suffix, or the provider argument. */
function named(text: string, kind: "suffix" | "argument", hub: string, first: string, other: string): string {
  return kind === "suffix" ? text.split(`${hub}:${first}`).join(`${hub}:${other}`) : text.split(JSON.stringify(first)).join(JSON.stringify(other));
}

/** Why `line` is wrong about `other`'s code against `first`'s, or undefined when it is right. */
function wrong(hub: string, first: Call, other: Call, line: Line): string | undefined {
  const a = texts(first);
  const b = texts(other);
  const sameClients = a.size === b.size && [...a.keys()].every((k) => b.has(k));
  const kindOf = (client: string): "suffix" | "argument" =>
    line.rule === "suffix" || line.rule === "argument" ? line.rule : line.suffixIn!.includes(client) ? "suffix" : "argument";
  if (line.rule === "own") {
    if (!sameClients) return undefined;
    const alike = [...a].every(([key, { text }]) =>
      (["suffix", "argument"] as const).some((kind) => named(text, kind, hub, first.provider, other.provider) === b.get(key)!.text),
    );
    return alike ? "says own code, but the code differs only in the provider" : undefined;
  }
  if (!sameClients) return `says ${line.rule}, but the clients differ`;
  for (const [key, { client, text }] of a) {
    if (named(text, kindOf(client), hub, first.provider, other.provider) !== b.get(key)!.text) return `says ${line.rule}, but ${key} differs in more`;
  }
  return undefined;
}

/** Every record's lines with each mapped provider as the first call, checked against the full calls of all of them. */
function mistakes(model: ModelRecordInput): string[] {
  const plan = getUsageCard(model, { languages: [] }).plan;
  const mapped = plan.providers.callable.map((p) => p.id).filter((id) => id !== "auto");
  if (mapped.length < 2) return [];
  const full = getUsageCard(model, { providers: mapped, languages: LANGUAGES });
  const call = (id: string) => full.providers.find((p) => p.provider === id)!;
  const out: string[] = [];
  for (const first of mapped) {
    for (const line of getUsageCard(model, { providers: [first], languages: LANGUAGES }).otherProviders) {
      if (line.provider === "auto") continue;
      const why = wrong(full.id, call(first), call(line.provider), line);
      if (why) out.push(`${full.id}: ${line.provider} against ${first} ${why}`);
    }
  }
  return out;
}

const chat = (mapping: { provider: string; providerId: string }[]): ModelRecordInput => ({
  id: "acme/chat-model",
  pipeline_tag: "text-generation",
  tags: ["conversational"],
  inferenceProviderMapping: mapping.map((m) => ({ ...m, status: "live", task: "conversational" })),
});

describe("the other providers' lines of a card", () => {
  it("are true of the rendered code for every record, in every language", () => {
    const models = [...realRecords().map((r) => r.model), ...EXAMPLES.map((e) => e.record)];
    expect(models.flatMap(mistakes)).toEqual([]);
  }, 120_000);

  it("are checked by a check that can fail", () => {
    const model = chat([
      { provider: "together", providerId: "t/m" },
      { provider: "groq", providerId: "g/m" },
      { provider: "openai", providerId: "gpt-4o" },
    ]);
    const full = getUsageCard(model, { providers: ["together", "groq", "openai"], languages: LANGUAGES });
    const [together, groq, openai] = full.providers as [Call, Call, Call];
    const line = (provider: string, rule: Line["rule"]): Line => ({ provider, rule, suffixIn: ["requests"], argumentIn: [], differs: "" });
    expect(wrong(full.id, together, groq, line("groq", "own"))).toMatch(/differs only in the provider/);
    expect(wrong(full.id, together, groq, line("groq", "suffix"))).toMatch(/huggingface_hub differs in more/);
    expect(wrong(full.id, together, openai, line("openai", "suffix"))).toMatch(/differs in more/);
  });

  it("tell the checks above apart: both verdicts occur in the corpus", () => {
    const rules = new Set(
      [...realRecords().map((r) => r.model), ...EXAMPLES.map((e) => e.record)].flatMap((m) => getUsageCard(m).otherProviders.map((p) => p.rule)),
    );
    expect(rules).toContain("own");
    expect(rules).toContain("suffix-or-argument");
  });

  it("give chat providers on the router the suffix or the argument, each client by how it names the provider", () => {
    const card = getUsageCard(
      chat([
        { provider: "together", providerId: "t/m" },
        { provider: "groq", providerId: "g/m" },
      ]),
      { providers: ["together"] },
    );
    expect(card.otherProviders.find((p) => p.provider === "groq")).toMatchObject({
      rule: "suffix-or-argument",
      suffixIn: ["requests", "openai", "fetch", "curl", "httpie", "HTTP request"],
      argumentIn: ["huggingface_hub", "huggingface.js"],
    });
    // Raw HTTP alone names the provider only by the suffix.
    expect(
      getUsageCard(
        chat([
          { provider: "together", providerId: "t/m" },
          { provider: "groq", providerId: "g/m" },
        ]),
        { providers: ["together"], languages: ["sh"] },
      ).otherProviders,
    ).toContainEqual(expect.objectContaining({ provider: "groq", rule: "suffix" }));
  });

  it("never say 'identical code but for' of a provider whose code differs in more than the provider", () => {
    // OpenAI is called directly, with its own URL and key: more than the provider differs.
    const direct = getUsageCard(
      chat([
        { provider: "together", providerId: "t/m" },
        { provider: "openai", providerId: "gpt-4o" },
      ]),
      { providers: ["together"] },
    );
    expect(direct.otherProviders.find((p) => p.provider === "openai")).toMatchObject({
      rule: "own",
      route: expect.stringMatching(/^POST https:\/\/api\.openai\.com\//),
    });
    // Plain text generation: hf-inference's task route against groq's chat route.
    const base: ModelRecordInput = {
      id: "acme/base-model",
      pipeline_tag: "text-generation",
      inferenceProviderMapping: [
        { provider: "hf-inference", providerId: "acme/base-model", status: "live", task: "text-generation" },
        { provider: "groq", providerId: "acme-base", status: "live", task: "text-generation" },
      ],
    };
    for (const first of ["hf-inference", "groq"]) {
      for (const line of getUsageCard(base, { providers: [first] }).otherProviders)
        expect([line.provider, line.rule, line.differs]).toEqual([line.provider, "own", expect.stringMatching(/^its own code/)]);
    }
  });

  it("give auto, listed after a named provider, its own line: its model field has no suffix and its SDK calls no provider argument", () => {
    const card = getUsageCard(chat([{ provider: "together", providerId: "t/m" }]), { providers: ["together"] });
    expect(card.otherProviders).toEqual([
      {
        provider: "auto",
        rule: "own",
        route: "POST https://router.huggingface.co/v1/chat/completions",
        differs: "its own code: POST https://router.huggingface.co/v1/chat/completions",
      },
    ]);
  });
});
