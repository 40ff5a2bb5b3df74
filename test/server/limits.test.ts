/**
 * Parser limits as 400s, never 500s: a body nested deeper than MAX_JSON_DEPTH, bytes that are
 * not UTF-8, a model id far past the hub's limit, a string argument of half a megabyte. Then a fuzz
 * test (fast-check) over the REST and MCP bodies: whatever a request holds, no answer is a 500,
 * and a problem's `status` is the HTTP status.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../../engine/server/body.js";
import { createAtlasHandler } from "../../engine/server/index.js";
import { ROUTES } from "../../engine/server/routes.js";
import { MAX_ARGUMENT_LENGTH } from "../../engine/tools/contracts/pieces.js";
import { MAX_MODEL_ID_LENGTH } from "../../engine/tools/model.js";
import { CHAT } from "../mcp/cases.js";

const handler = createAtlasHandler({ answerCache: false });
const JSON_HEADERS = { "content-type": "application/json" };
const MCP_HEADERS = { ...JSON_HEADERS, accept: "application/json, text/event-stream" };
const post = (path: string, body: BodyInit, headers: Record<string, string> = path === "/mcp" ? MCP_HEADERS : JSON_HEADERS) =>
  handler(new Request(`http://localhost${path}`, { method: "POST", headers, body }));
const call = (args: unknown) => JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_snippets", arguments: args } });

describe("parser limits", () => {
  it(`a body nested deeper than ${MAX_JSON_DEPTH} is a 400 with its position, on REST and as a JSON-RPC error on MCP`, async () => {
    const deep = `{"model": ${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const rest = await post("/v1/snippets", deep);
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ type: "/problems/body-too-deep", status: 400, line: 1, column: 10 + MAX_JSON_DEPTH });
    const mcp = await post(
      "/mcp",
      call({ model: JSON.parse(`${"[".repeat(60)}${"]".repeat(60)}`) }).replace('"arguments":', `"x":${"[".repeat(100)}${"]".repeat(100)},"arguments":`),
    );
    expect(mcp.status).toBe(400);
    expect(await mcp.json()).toMatchObject({ jsonrpc: "2.0", error: { message: expect.stringContaining(`more than ${MAX_JSON_DEPTH} deep`) } });
    // Too deep is said first, whether the body parses or not, and objects count as arrays do.
    const deepAndCut = await post("/v1/snippets", `{"model": ${'{"a":'.repeat(100)}1`);
    expect(await deepAndCut.json()).toMatchObject({ type: "/problems/body-too-deep", status: 400, line: 1, column: 11 + 5 * (MAX_JSON_DEPTH - 1) });
    const deepObjects = await post("/v1/snippets", `{"model": ${'{"a":'.repeat(100)}1${"}".repeat(101)}`);
    expect(await deepObjects.json()).toMatchObject({ type: "/problems/body-too-deep", status: 400 });
    // As deep as allowed is parsed (and then judged as arguments).
    const allowed = await post(
      "/v1/snippets",
      JSON.stringify({ model: CHAT, billTo: JSON.parse(`${"[".repeat(MAX_JSON_DEPTH - 1)}${"]".repeat(MAX_JSON_DEPTH - 1)}`) }),
    );
    expect([allowed.status, ((await allowed.json()) as { field: string }).field]).toEqual([400, "billTo"]);
  });

  it("bytes that are not UTF-8 are refused, not replaced", async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"model": {"id": "a/'),
      0xff,
      0xfe,
      ...new TextEncoder().encode('", "pipeline_tag": "fill-mask"}}'),
    ]);
    const answer = await post("/v1/snippets", bytes);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ type: "/problems/malformed-json", detail: expect.stringContaining("not valid UTF-8") });
  });

  it(`a model id over ${MAX_MODEL_ID_LENGTH} characters is refused on model.id, and the answer does not echo it`, async () => {
    for (const length of [200_000, 900_000]) {
      const answer = await post("/v1/snippets", JSON.stringify({ model: { ...CHAT, id: `a/${"b".repeat(length)}` } }));
      expect(answer.status).toBe(400);
      const text = await answer.text();
      expect(JSON.parse(text)).toMatchObject({ field: "model.id", status: 400 });
      expect(text.length).toBeLessThan(1_000);
    }
    expect((await post("/v1/snippets", JSON.stringify({ model: { ...CHAT, id: `a/${"b".repeat(MAX_MODEL_ID_LENGTH - 2)}` } }))).status).toBe(200);
  });

  it("the limits are the documented numbers, at their boundaries: depth 64, model id 256, string argument 2,048", async () => {
    expect([MAX_JSON_DEPTH, MAX_MODEL_ID_LENGTH, MAX_ARGUMENT_LENGTH]).toEqual([64, 256, 2048]);
    const withId = (length: number) => post("/v1/snippets", JSON.stringify({ model: { ...CHAT, id: `a/${"b".repeat(length - 2)}` } }));
    expect((await withId(256)).status).toBe(200);
    expect(await (await withId(257)).json()).toMatchObject({ status: 400, field: "model.id" });
    const billTo = async (length: number) =>
      (await (await post("/v1/snippets", JSON.stringify({ model: CHAT, billTo: "x".repeat(length) }))).json()) as { detail?: string };
    expect((await billTo(2048)).detail ?? "").not.toContain("at most 2048 characters");
    expect((await billTo(2049)).detail).toContain("expected at most 2048 characters");
    const nested = (depth: number) => post("/v1/snippets", `${"[".repeat(depth)}${"]".repeat(depth)}`);
    expect(((await (await nested(64)).json()) as { type: string }).type).not.toBe("/problems/body-too-deep");
    expect(await (await nested(65)).json()).toMatchObject({ status: 400, type: "/problems/body-too-deep" });
  });

  it("a string argument of half a megabyte is refused by name, shown cut short", async () => {
    const answer = await post("/v1/snippets", JSON.stringify({ model: CHAT, billTo: "x".repeat(500_000) }));
    expect(answer.status).toBe(400);
    const text = await answer.text();
    expect(JSON.parse(text)).toMatchObject({ field: "billTo", detail: expect.stringContaining("expected at most 2048 characters") });
    expect(text.length).toBeLessThan(1_000);
  });
});

describe("no request raises a 500 (fast-check)", () => {
  const routes = ROUTES.filter((r) => r.method === "POST");
  const statuses = async (path: string, body: BodyInit) => {
    const answer = await post(path, body);
    expect(answer.status, `${path}: ${String(body).slice(0, 200)}`).not.toBe(500);
    if (answer.headers.get("content-type") === "application/problem+json") expect(((await answer.json()) as { status: number }).status).toBe(answer.status);
    else if (path === "/mcp" && answer.status === 200) {
      const text = await answer.text();
      // A tool that broke says "<tool> failed"; a bad argument is a tool error naming the field.
      expect(text, text.slice(0, 300)).not.toMatch(/"text":"\w+ failed/);
    }
  };

  it("arbitrary JSON bodies on every POST route", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes.map((r) => r.path)), fc.jsonValue({ maxDepth: 6 }), async (path, value) =>
        statuses(path, JSON.stringify(value)),
      ),
      { numRuns: 300 },
    );
  });

  it("arbitrary arguments with a model, and arbitrary models, through REST and MCP", async () => {
    const model = fc.oneof(
      fc.constant(CHAT as unknown),
      fc.jsonValue({ maxDepth: 4 }),
      fc.record({ id: fc.string(), pipeline_tag: fc.string(), tags: fc.array(fc.string()), inferenceProviderMapping: fc.jsonValue({ maxDepth: 3 }) }),
    );
    const args = fc.record(
      {
        model,
        provider: fc.jsonValue({ maxDepth: 1 }),
        language: fc.jsonValue({ maxDepth: 1 }),
        client: fc.string(),
        mode: fc.string(),
        streaming: fc.jsonValue({ maxDepth: 1 }),
        endpointUrl: fc.string(),
        billTo: fc.string(),
        format: fc.string(),
        languages: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: ["model"] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/v1/snippets", "/v1/cards", "/v1/local-apps", "/v1/providers", "/v1/library-snippets", "/mcp"),
        args,
        async (path, value) => {
          const { format: _, languages: __, ...snippetArgs } = value as Record<string, unknown>;
          await statuses(
            path,
            path === "/mcp"
              ? call(snippetArgs)
              : JSON.stringify(
                  path === "/v1/cards"
                    ? { model: value.model, format: value.format, languages: value.languages }
                    : path === "/v1/snippets"
                      ? snippetArgs
                      : { model: value.model },
                ),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("arbitrary bytes as a body", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/v1/snippets", "/mcp"), fc.uint8Array({ maxLength: 300 }), async (path, bytes) => statuses(path, bytes)),
      { numRuns: 200 },
    );
  });
});
