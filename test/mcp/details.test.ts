/**
 * Details of the MCP server an agent trips over: the model schema names the
 * record fields the answers need, resource errors carry the protocol's prefix once, a mistyped
 * app id gets a guess, and find_libraries finds the GGUF libraries by format and by llama.cpp.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAtlasServer } from "../../engine/mcp/server.js";
import { LOCAL_APP_IDS } from "../../engine/index.js";
import { GGUF } from "./cases.js";

let client: Client;
beforeAll(async () => {
  const server = createAtlasServer({ version: "test" });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({ name: "atlas-test", version: "1" });
  await client.connect(clientSide);
});
afterAll(() => client.close());

const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === "text" ? c.text : "")).join("");
const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;

describe("the model argument's schema", () => {
  it("describes siblings, gguf and both forms of inferenceProviderMapping on every tool that takes a model", async () => {
    const { tools } = await client.listTools();
    const withModel = tools.filter((t) => t.inputSchema.properties?.model);
    expect(withModel.map((t) => t.name)).toEqual(["get_usage_card", "get_snippets", "list_providers", "list_local_apps"]);
    for (const tool of withModel) {
      const record = (
        tool.inputSchema.properties!.model as { anyOf: { type: string; properties?: Record<string, { description?: string; anyOf?: { type: string }[] }> }[] }
      ).anyOf.find((s) => s.type === "object")!;
      for (const field of ["siblings", "gguf", "inferenceProviderMapping"])
        expect(record.properties?.[field]?.description, `${tool.name} ${field}`).toBeTruthy();
      expect(record.properties!.inferenceProviderMapping!.anyOf!.map((s) => s.type).sort()).toEqual(["array", "object"]);
    }
  });
});

describe("resource errors", () => {
  it("say the protocol's error prefix once", async () => {
    for (const uri of ["model-atlas://tasks/nope", "file:///etc/passwd"]) {
      const error = await client.readResource({ uri }).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error?.message).toMatch(/^MCP error -32602: /);
      expect(error!.message.match(/MCP error/g)).toHaveLength(1);
    }
  });
});

describe("list_local_apps with a mistyped app", () => {
  it("guesses the app and lists the valid ids", async () => {
    const result = await call("list_local_apps", { model: GGUF, app: "olama" });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/app: "olama" is not a local app; did you mean "ollama"\?; local apps: /);
    expect(textOf(result)).toContain(LOCAL_APP_IDS.join(", "));
  });
});

describe("find_libraries by format and by runtime", () => {
  const ids = async (query: string) =>
    ((await call("find_libraries", { query })).structuredContent as { libraries: { id: string }[] }).libraries.map((l) => l.id);

  it("finds the libraries that load GGUF files for gguf", async () => {
    const found = await ids("gguf");
    expect(found).toContain("llama-cpp-python");
    expect(found).toContain("jev-style");
  });

  it("finds llama.cpp's bindings for llama.cpp, whatever the punctuation", async () => {
    for (const query of ["llama.cpp", "llama-cpp", "llamacpp", "LLaMA.cpp"]) expect(await ids(query), query).toContain("llama-cpp-python");
  });

  it("points at list_local_apps when the query names a local app", async () => {
    expect(textOf(await call("find_libraries", { query: "llama.cpp" }))).toMatch(/llama\.cpp is a local app: list_local_apps/);
    expect(textOf(await call("find_libraries", { query: "ollama" }))).toMatch(/Ollama is a local app: list_local_apps/);
  });

  it("still finds by id, label and task, and nothing for nonsense", async () => {
    expect(await ids("diffusers")).toContain("diffusers");
    expect(await ids("text-to-image")).toContain("diffusers");
    expect(await ids("zzqx")).toEqual([]);
  });
});
