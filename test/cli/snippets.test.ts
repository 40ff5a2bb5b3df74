/**
 * `model-atlas snippets`: filters, request options, bad values answered with the valid list,
 * and the hub path. The snippet text itself is the inference engine's (golden-tested there);
 * here one transcript per shape is kept in test/golden/cli/snippets/.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointUrlProblem, getInferenceSnippets } from "../../engine/index.js";
import { startMockHub, type MockHub } from "./mock-hub.js";
import { runCli, transcript } from "./run-cli.js";
import { expectGolden } from "../support/golden.js";

const FIXTURES = join(import.meta.dirname, "fixtures");
const GOLDEN = join(import.meta.dirname, "../golden/cli/snippets");
const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), "utf8")) as { id: string };

async function golden(name: string, argv: string[], env: Record<string, string> = {}) {
  const run = await runCli(argv, { cwd: FIXTURES, env });
  await expectGolden(transcript(argv, run), join(GOLDEN, `${name}.txt`));
  return run;
}

describe("snippets", () => {
  it("one language and client", async () => {
    const run = await golden("chat-python-openai", ["snippets", "chat.json", "-l", "python", "-c", "openai"]);
    expect(run.code).toBe(0);
  });

  it("curl with streaming and bill-to", async () => {
    const run = await golden("chat-curl-streaming-bill-to", ["snippets", "chat.json", "--client", "curl", "--streaming", "--bill-to", "acme-org"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("X-HF-Bill-To");
  });

  it("--format json is what getInferenceSnippets returns", async () => {
    const run = await runCli(["snippets", "fill-mask.json", "--format", "json"], { cwd: FIXTURES });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(getInferenceSnippets(fixture("fill-mask.json"), { provider: "auto" }));
  });

  it("passes provider, direct and endpoint options through", async () => {
    const direct = await runCli(["snippets", "chat.json", "-p", "hf-inference", "--direct", "--format", "json"], { cwd: FIXTURES });
    expect(JSON.parse(direct.stdout)).toEqual(getInferenceSnippets(fixture("chat.json"), { provider: "hf-inference", directRequest: true }));
    const endpoint = await runCli(["snippets", "fill-mask.json", "--endpoint-url", "https://my-endpoint.example/", "--format", "json"], { cwd: FIXTURES });
    expect(JSON.parse(endpoint.stdout)).toEqual(
      getInferenceSnippets(fixture("fill-mask.json"), { provider: "auto", endpointUrl: "https://my-endpoint.example/" }),
    );
  });

  it("refuses an endpoint that is not an http(s) URL: exit 2, with the engine's rule", async () => {
    for (const bad of ["not a url", "ftp://example.org/model", "my-endpoint.example", "https://", " https://x"]) {
      const run = await runCli(["snippets", "chat.json", "--endpoint-url", bad], { cwd: FIXTURES });
      expect(run.code, bad).toBe(2);
      expect(run.stderr, bad).toBe(`model-atlas: --endpoint-url: ${endpointUrlProblem(bad)}\n`);
      expect(run.stderr, bad).toContain("absolute http:// or https:// URL with a host");
    }
  });

  it("never writes HF_TOKEN into the code", async () => {
    const run = await runCli(["snippets", "chat.json"], { cwd: FIXTURES, env: { HF_TOKEN: "hf_secret_value_123" } });
    expect(run.code).toBe(0);
    expect(run.stdout + run.stderr).not.toContain("hf_secret_value_123");
  });

  it("unknown provider, language or client: exit 2 with the valid values", async () => {
    const provider = await golden("unknown-provider", ["snippets", "chat.json", "--provider", "togther"]);
    expect(provider.code).toBe(2);
    const language = await golden("unknown-language", ["snippets", "chat.json", "--language", "cobol"]);
    expect(language.code).toBe(2);
    const client = await golden("unknown-client-for-language", ["snippets", "chat.json", "-l", "sh", "-c", "openai"]);
    expect(client.code).toBe(2);
  });

  it("a client the model does not offer: exit 3, lists what is offered", async () => {
    const run = await golden("client-not-offered", ["snippets", "fill-mask.json", "--client", "openai"]);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("available: python/huggingface_hub");
  });

  it("a model without a task: no code (exit 7), says why", async () => {
    const run = await runCli(["snippets", "-"], { stdin: '{"id": "acme/no-task"}' });
    expect(run.code).toBe(7);
    expect(run.stderr).toContain("\nNo code: the record names no task: it has neither a pipeline_tag nor a provider mapping.\n");
    expect(run.stderr).toContain("Mapping not given: the record names no task");
  });

  it("--inputs that an object task cannot read as JSON: sent as they are, one warning on stderr", async () => {
    const record = '{"id": "acme/tables", "pipeline_tag": "table-question-answering"}';
    const bad = await runCli(["snippets", "-", "--inputs", "{not json", "-p", "hf-inference", "-l", "sh", "-c", "curl"], { stdin: record });
    expect(bad.code).toBe(0);
    expect(bad.stdout).toContain('"{not json"');
    expect(bad.stderr.match(/^warning: Invalid JSON in inputs for table-question-answering: .*; the snippets send the raw text instead$/gm)).toHaveLength(1);
    const good = await runCli(["snippets", "-", "--inputs", '{"query": "How many?", "table": {"n": ["1"]}}', "-p", "hf-inference", "-l", "sh", "-c", "curl"], {
      stdin: record,
    });
    expect(good.stdout).toContain('"query": "How many?"');
    expect(good.stderr).not.toContain("Invalid JSON");
  });
});

describe("snippets for a model id (mock hub)", () => {
  let hub: MockHub;
  beforeAll(async () => {
    hub = await startMockHub();
  });
  afterAll(async () => {
    await hub.close();
  });

  it("looks the model up, then prints its snippets", async () => {
    const run = await runCli(["snippets", "acme/tiny-classifier", "--hub-url", hub.url, "--language", "python"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('"acme/tiny-classifier"');
  });
});
