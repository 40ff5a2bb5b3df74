/**
 * `serve --resource <uri>=<file>`: the operator's text documents among the MCP resources. The
 * option's checks (engine/cli/serve/documents.ts), and the documents listed and read over MCP
 * through the handler, next to the server's own resources.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readDocuments } from "../../engine/cli/serve/documents.js";
import { createAtlasHandler } from "../../engine/server/index.js";

const folder = mkdtempSync(path.join(tmpdir(), "atlas-documents-"));
const policy = path.join(folder, "policy.md");
writeFileSync(policy, "# Usage policy\n\nBe kind to the hub.\n");
const notes = path.join(folder, "notes.txt");
writeFileSync(notes, "plain notes");

describe("readDocuments", () => {
  it("reads each file under its URI, the media type from the extension", () => {
    expect(readDocuments([`docs://policy=${policy}`, `docs://notes=${notes}`])).toEqual([
      { uri: "docs://policy", name: "policy.md", mimeType: "text/markdown", text: "# Usage policy\n\nBe kind to the hub.\n" },
      { uri: "docs://notes", name: "notes.txt", mimeType: "text/plain", text: "plain notes" },
    ]);
    expect(readDocuments(undefined)).toEqual([]);
  });

  it("refuses a malformed value, a URI given twice and a file it cannot read, naming each", () => {
    expect(() => readDocuments([policy])).toThrow(/--resource expects <uri>=<file>.*got ".*policy.md"/);
    expect(() => readDocuments([`not a uri=${policy}`])).toThrow(/--resource expects <uri>=<file>/);
    expect(() => readDocuments(["docs://x="])).toThrow(/--resource expects <uri>=<file>/);
    expect(() => readDocuments([`docs://p=${policy}`, `docs://p=${notes}`])).toThrow("--resource docs://p is given twice");
    expect(() => readDocuments([`docs://gone=${path.join(folder, "gone.md")}`])).toThrow(/--resource docs:\/\/gone: cannot read .*gone\.md/);
  });
});

describe("documents over MCP", () => {
  const handler = createAtlasHandler({ documents: readDocuments([`docs://policy=${policy}`]) });
  const rpc = async (method: string, params: unknown) => {
    const response = await handler(
      new Request("http://localhost/mcp", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
      }),
    );
    return (await response.json()) as { result?: Record<string, unknown>; error?: { message: string } };
  };

  it("lists them first, then the server's own resources", async () => {
    const { result } = await rpc("resources/list", {});
    const resources = result!.resources as { uri: string; name: string; mimeType: string }[];
    expect(resources[0]).toEqual({ uri: "docs://policy", name: "policy.md", mimeType: "text/markdown" });
    expect(resources.some((r) => r.uri.startsWith("model-atlas://tasks/"))).toBe(true);
  });

  it("reads a document whole, and still refuses an unknown URI", async () => {
    expect((await rpc("resources/read", { uri: "docs://policy" })).result).toEqual({
      contents: [{ uri: "docs://policy", mimeType: "text/markdown", text: "# Usage policy\n\nBe kind to the hub.\n" }],
    });
    expect((await rpc("resources/read", { uri: "docs://other" })).error?.message).toMatch(/Unknown resource docs:\/\/other/);
  });
});
