/**
 * Regression tests for the anchor's known provider defects, each of which our snippets must
 * not repeat, plus the error path (no definition for a provider/task: an empty list and one
 * empty list, never a throw; the model plan says why).
 */
import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { askProvider, getInferenceSnippets, getModelPlan, LANGUAGE_MODULES, type ModelRecordInput, type SnippetRequest } from "../../../engine/index.js";
import { PROVIDERS } from "../../../engine/inference/providers/index.js";
import { readReference } from "../../support/reference.js";
import { providerCases } from "./support/cases.js";
import { DEVIATIONS } from "./support/expected.js";
import { HUB_METHOD_TASKS, HUB_PYTHON_PROVIDER_TASKS } from "./support/hub-python-api.js";

const SHELL_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function model(provider: string, task: string, chat = false): ModelRecordInput {
  return {
    id: "hf-org/hf-model",
    pipeline_tag: chat ? "text-generation" : task,
    tags: chat ? ["conversational"] : [],
    inferenceProviderMapping: [{ provider, providerId: "provider-org/provider-model", task: chat ? "conversational" : task, status: "live" }],
  };
}

const all = () => providerCases().flatMap((c) => getInferenceSnippets(c.model, c.request).map((s) => ({ c, s })));

afterEach(() => vi.restoreAllMocks());

describe("provider key variables", () => {
  it("are valid shell identifiers for every provider (no BLACK_FOREST-LABS_API_KEY)", () => {
    for (const provider of PROVIDERS.values()) expect(provider.keyEnvVar, provider.id).toMatch(SHELL_IDENTIFIER);
  });

  it("are the ones the providers' own docs and clients use", () => {
    const names = Object.fromEntries([...PROVIDERS.values()].map((p) => [p.id, p.keyEnvVar]));
    expect(names).toEqual({
      baseten: "BASETEN_API_KEY",
      cerebras: "CEREBRAS_API_KEY",
      cohere: "CO_API_KEY",
      deepinfra: "DEEPINFRA_TOKEN",
      "fal-ai": "FAL_KEY",
      "featherless-ai": "FEATHERLESS_API_KEY",
      "fireworks-ai": "FIREWORKS_API_KEY",
      groq: "GROQ_API_KEY",
      "hf-inference": "HF_TOKEN",
      novita: "NOVITA_API_KEY",
      nscale: "NSCALE_SERVICE_TOKEN",
      openai: "OPENAI_API_KEY",
      ovhcloud: "OVH_AI_ENDPOINTS_ACCESS_TOKEN",
      publicai: "PUBLICAI_API_KEY",
      replicate: "REPLICATE_API_TOKEN",
      scaleway: "SCW_SECRET_KEY",
      together: "TOGETHER_API_KEY",
      wavespeed: "WAVESPEED_API_KEY",
      "zai-org": "ZAI_API_KEY",
    });
  });

  it("a hyphenated provider id never turns into a hyphenated variable in any snippet", () => {
    // `$FOO-BAR_API_KEY` in sh reads $FOO and appends text; os.environ / process.env lookups fail.
    const bad = all().filter(({ s }) => /[A-Z0-9]-[A-Z0-9_]*_(API_KEY|TOKEN)\b/.test(s.content));
    expect(bad.map(({ c, s }) => `${c.id}/${s.language}/${s.client}`)).toEqual([]);
  });

  it("direct snippets read the provider's variable; routed ones read HF_TOKEN", () => {
    for (const { c, s } of all()) {
      if (s.client === "fal_client") continue; // fal_client reads FAL_KEY itself
      const name = c.direct ? PROVIDERS.get(c.provider)!.keyEnvVar : "HF_TOKEN";
      expect(s.content, `${c.id}/${s.language}/${s.client}`).toContain(LANGUAGE_MODULES[s.language].env(name));
    }
  });
});

describe("Key-auth providers (fal-ai direct)", () => {
  it("curl sends `Authorization: Key $FAL_KEY`, never a placeholder token", () => {
    const curls = all().filter(({ c, s }) => c.provider === "fal-ai" && c.direct && s.client === "curl");
    expect(curls.length).toBeGreaterThanOrEqual(3); // audio-to-audio, speech recognition, segmentation
    for (const { c, s } of curls) {
      expect(s.content, c.id).toContain(`-H 'Authorization: Key '"\${FAL_KEY:?}"`);
      expect(s.content, c.id).not.toMatch(/placeholder|hf_xxx|<PROVIDER|API_KEY>|YOUR_/i);
    }
  });

  it("covers every pair the anchor left a placeholder in", () => {
    const unreplaced = readReference<{ observedPlaceholderUnreplaced: string[] }>("snippet-facts.json").observedPlaceholderUnreplaced;
    for (const key of unreplaced) {
      const [provider, task] = key.split("/");
      const [s] = getInferenceSnippets(model(provider!, task!), { provider, directRequest: true }).filter((x) => x.client === "curl");
      expect(s?.content, key).toContain(`Key '"\${FAL_KEY:?}"`);
    }
  });
});

describe("fal_client", () => {
  const fal = (request: SnippetRequest) =>
    getInferenceSnippets(model("fal-ai", "text-to-image"), { provider: "fal-ai", ...request }).find((s) => s.client === "fal_client")!.content;

  it("subscribes to the provider's app with the request's arguments", () => {
    const code = fal({});
    expect(code).toContain('result = fal_client.subscribe(\n    "provider-org/provider-model",\n    arguments={');
    expect(code).toContain('"prompt": ');
    expect(code).toContain('print(result["images"][0]["url"])');
  });

  it("takes a literal key only on a direct request, and never an HF token", () => {
    expect(fal({ directRequest: true, accessToken: "fal'key" })).toContain(`client = fal_client.SyncClient(key="fal'key")`);
    expect(fal({ accessToken: "hf_abc" })).not.toContain("hf_abc");
  });

  it("says a bill-to organisation does not apply (fal bills the fal key's account)", () => {
    expect(fal({ billTo: "acme-org" })).toContain("billed to your fal account");
    expect(fal({})).not.toContain("billed");
  });
});

describe("chat routes get chat bodies", () => {
  it.each(["groq", "novita"])("%s text-generation sends messages, not inputs/parameters", (provider) => {
    for (const directRequest of [false, true]) {
      const snippets = getInferenceSnippets(model(provider, "text-generation"), { provider, directRequest });
      const curl = snippets.find((s) => s.client === "curl")!;
      expect(curl.content).toContain("/chat/completions");
      expect(curl.content).toContain('"messages": [');
      expect(curl.content).not.toMatch(/"inputs"|"parameters"/);
      // The hub SDKs' textGeneration would send `inputs`/`parameters` to this route: they make a chat call to it instead.
      const hubJs = snippets.find((s) => s.client === "huggingface.js")!;
      expect(hubJs.content).toContain("client.chatCompletion(");
      expect(hubJs.content).not.toContain("textGeneration");
    }
  });

  it("completions routes get a prompt without inputs/parameters", () => {
    for (const provider of ["together", "scaleway", "featherless-ai", "ovhcloud", "deepinfra"]) {
      const curl = getInferenceSnippets(model(provider, "text-generation"), { provider }).find((s) => s.client === "curl")!;
      expect(curl.content, provider).toContain('"prompt": ');
      expect(curl.content, provider).not.toMatch(/"inputs"|"parameters"/);
    }
  });

  it("records why we differ from the reference there", () => {
    expect(DEVIATIONS.chatRouteTextGeneration).toMatch(/messages/);
    expect(DEVIATIONS.completionsTextGeneration).toMatch(/prompt/);
  });
});

describe("huggingface_hub snippets", () => {
  it("name OpenAI's own model id for the openai provider (huggingface_hub sends it as given; huggingface.js strips `openai/`)", () => {
    const model: ModelRecordInput = {
      id: "hf-org/hf-model",
      pipeline_tag: "text-generation",
      tags: ["conversational"],
      inferenceProviderMapping: [{ provider: "openai", providerId: "gpt-4o", task: "conversational", status: "live" }],
    };
    const snippets = getInferenceSnippets(model, { provider: "openai" });
    expect(snippets.find((s) => s.client === "huggingface_hub")!.content).toContain('model="gpt-4o",');
    expect(snippets.find((s) => s.client === "huggingface.js")!.content).toContain('model: "openai/gpt-4o",');
  });

  it("are offered only for provider/task pairs InferenceClient can call", () => {
    const refused: string[] = [];
    let checked = 0;
    for (const { c, s } of all()) {
      if (s.client !== "huggingface_hub") continue;
      const method = /\bclient\.(\w+)\(/.exec(s.content)?.[1];
      const task = s.content.includes("client.chat.completions.create(") ? "conversational" : HUB_METHOD_TASKS[method ?? ""];
      checked++;
      if (!task || !HUB_PYTHON_PROVIDER_TASKS[c.provider]?.includes(task)) refused.push(`${c.id}: ${task ?? method}`);
    }
    expect(checked).toBeGreaterThan(50);
    expect(refused).toEqual([]);
  });
});

describe("payloads without inputs", () => {
  it('never render an empty value (`"inputs": ,`) in any snippet', () => {
    // A key or keyword argument with nothing after it: `"inputs": ,`, `inputs: ,`, `inputs=,`, `"x": }`.
    const empty = /(["'][\w-]+["']|\b\w+)\s*:\s*[,}\]]|\b\w+=\s*[,)]/;
    const bad = all().filter(({ s }) => empty.test(s.content));
    expect(bad.map(({ c, s }) => `${c.id}/${s.language}/${s.client}`)).toEqual([]);
  });

  it("image-less calls send the prompt alone (or the stand-in image WaveSpeedAI needs)", () => {
    const fal = getInferenceSnippets(model("fal-ai", "image-text-to-image"), { provider: "fal-ai", inputs: { prompt: "A fox" } });
    const body = fal.find((s) => s.client === "fetch")!.content;
    expect(body).toContain('prompt: "A fox"');
    expect(body).not.toMatch(/image_url|readFileSync/);
  });
});

describe("WaveSpeedAI image-less calls", () => {
  it("send a real transparent 1×1 PNG in place of the image", () => {
    const [s] = getInferenceSnippets(model("wavespeed", "image-text-to-image"), { provider: "wavespeed", inputs: { prompt: "A fox" } }).filter(
      (x) => x.client === "fetch",
    );
    const b64 = /image: "([A-Za-z0-9+/=]+)"/.exec(s!.content)![1]!;
    const png = Buffer.from(b64, "base64");
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const chunks: string[] = [];
    for (let at = 8; at < png.length; ) {
      const size = png.readUInt32BE(at);
      const typeAndData = png.subarray(at + 4, at + 8 + size);
      expect(zlib.crc32(typeAndData), `CRC of ${typeAndData.subarray(0, 4)}`).toBe(png.readUInt32BE(at + 8 + size));
      chunks.push(typeAndData.subarray(0, 4).toString("latin1"));
      at += 12 + size;
    }
    expect(chunks).toEqual(["IHDR", "IDAT", "IEND"]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[25]]).toEqual([1, 1, 6]); // 1×1, RGBA
  });
});

describe("queues and jobs", () => {
  const jobCases = () =>
    all().filter(({ c, s }) => ["requests", "fetch", "curl"].includes(s.client) && (c.responseKind === "queue" || c.responseKind === "async-job"));

  it("raw-HTTP snippets poll the job, and never write the submit answer as the media", () => {
    const list = jobCases();
    expect(list.length).toBeGreaterThan(20);
    for (const { c, s } of list) {
      const id = `${c.id}/${s.language}/${s.client}`;
      expect(s.content, id).toMatch(/while True:|while \(true\)|while true; do/);
      // The submit answer is JSON (a job): writing its bytes to image.png was the anchor's bug.
      expect(s.content, id).not.toMatch(/f\.write\(response\.content\)|await response\.arrayBuffer\(\)|^\s+-o '/m);
    }
  });
});

describe("providers or tasks without a definition", () => {
  it("give an empty list and print nothing, never a throw; the model plan says why", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(getInferenceSnippets(model("no-such-provider", "text-to-image"), { provider: "no-such-provider" })).toEqual([]);
    expect(getInferenceSnippets(model("groq", "text-to-image"), { provider: "groq" })).toEqual([]);
    expect(getInferenceSnippets(model("fal-ai", "image-to-image", true), { provider: "fal-ai" })).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    const unknown = askProvider(getModelPlan(model("no-such-provider", "text-to-image")), "no-such-provider", false, "");
    expect(unknown.ok === false && unknown.message).toMatch(
      /"no-such-provider" is mapped to hf-org\/hf-model, but this version of Model Atlas does not know that provider/,
    );
    const groq = askProvider(getModelPlan(model("groq", "text-to-image")), "groq", false, "");
    expect(groq.ok === false && groq.message).toMatch(/groq is mapped to hf-org\/hf-model for the task text-to-image, for which Model Atlas has no groq call/);
  });
});
