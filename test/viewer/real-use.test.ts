/** The pure pieces behind issue 23's viewer fixes: record links, paste checks, grid keys, names, app order. */
import { describe, expect, it } from "vitest";
import { LOCAL_APP_IDS } from "../../engine/index.js";
import { codeBlockNames } from "../../viewer/src/components/markdown.js";
import { moveFor } from "../../viewer/src/components/grid-layout.js";
import { byUse, LOCAL_APPS_BY_USE } from "../../viewer/src/data/local-app-usage.js";
import { classifyPaste, hubApiUrl, PASTE_LIMIT, tooLargeMessage } from "../../viewer/src/data/record-fields.js";
import { fragmentTarget, fragmentWithTarget, plainRecordUrl, readRecordPayload, recordInFragment, recordUrl } from "../../viewer/src/data/record-link.js";
import { parseMarkdown } from "../../viewer/src/markdown/parse.js";
import { modeGaps } from "../../viewer/src/snippets/chat-mode.js";

describe("record links", () => {
  it("a compressed record survives the round trip, hostile text and all, and is much shorter than its JSON", async () => {
    const record = {
      id: "org/name",
      tags: ["a&b=c#d", "ü 🤗 '\"`${x}`"],
      siblings: Array.from({ length: 200 }, (_, i) => ({ rfilename: `model-${i}.safetensors` })),
    };
    const json = JSON.stringify(record);
    const url = await recordUrl(json, record.id);
    expect(url).toMatch(/^\/models\/org\/name#record=[A-Za-z0-9_-]+$/);
    expect(url.length).toBeLessThan(json.length / 4);
    const payload = recordInFragment(new URL(url, "http://x").hash)!;
    expect(await readRecordPayload(payload)).toBe(json);
  });

  it("plain links carry the JSON itself; both kinds point at a section without losing the record", async () => {
    const json = '{"id":"org/name","tags":["a&b"]}';
    const hash = new URL(plainRecordUrl(json, "org/name"), "http://x").hash;
    expect(await readRecordPayload(recordInFragment(hash)!)).toBe(json);
    const pointed = fragmentWithTarget(hash, "local-apps")!;
    expect(recordInFragment(pointed)).toBe(json);
    expect(fragmentTarget(pointed)).toBe("local-apps");
    expect(fragmentTarget("#about-use-cases")).toBe("about-use-cases");
    expect(fragmentWithTarget("#about", "x")).toBeUndefined();
    expect(recordInFragment("#about")).toBeUndefined();
  });

  it("a damaged payload says so instead of failing somewhere else", async () => {
    await expect(readRecordPayload("not*base64")).rejects.toThrow(/damaged/);
    await expect(readRecordPayload("AAAA")).rejects.toThrow(/damaged/);
  });
});

describe("paste checks", () => {
  it("sizes are refused before parsing; bare ids and hub URLs are ids; JSON is JSON", () => {
    expect(classifyPaste("x".repeat(PASTE_LIMIT + 1))).toEqual({ kind: "too-large", length: PASTE_LIMIT + 1 });
    expect(classifyPaste(" meta-llama/Llama-3.1-8B-Instruct\n")).toEqual({ kind: "hub-id", id: "meta-llama/Llama-3.1-8B-Instruct" });
    expect(classifyPaste("https://huggingface.co/org/name/")).toEqual({ kind: "hub-id", id: "org/name" });
    expect(classifyPaste('{"id": "org/name"}').kind).toBe("json");
    expect(classifyPaste("org/bad name").kind).toBe("json");
    expect(classifyPaste('"org/name"').kind).toBe("json");
  });

  it("the hub API address asks for the fields the snippets read; the refusal names them and the limit", () => {
    expect(hubApiUrl("org/na me")).toMatch(/^https:\/\/huggingface\.co\/api\/models\/org\/na%20me\?expand\[\]=pipeline_tag&expand\[\]=tags&/);
    const message = tooLargeMessage(4_200_000);
    expect(message).toContain("is 4.2 MB");
    expect(message).toContain("up to 1.0 MB");
    expect(message).toContain("siblings");
    expect(tooLargeMessage(PASTE_LIMIT + 1, false)).toContain("is over 1.0 MB");
  });
});

describe("matrix grid keys", () => {
  const at = { row: 3, column: 4 };
  it("move by one, to the row's ends, the grid's corners and by a page, never past an edge", () => {
    expect(moveFor("ArrowRight", false, at, 10, 20, 2)).toEqual({ row: 3, column: 5 });
    expect(moveFor("ArrowUp", false, { row: 0, column: 0 }, 10, 20, 2)).toEqual({ row: 0, column: 0 });
    expect(moveFor("End", false, at, 10, 20, 2)).toEqual({ row: 3, column: 20 });
    expect(moveFor("Home", true, at, 10, 20, 2)).toEqual({ row: 0, column: 0 });
    expect(moveFor("End", true, at, 10, 20, 2)).toEqual({ row: 10, column: 20 });
    expect(moveFor("PageDown", false, at, 10, 20, 9)).toEqual({ row: 10, column: 4 });
    expect(moveFor("a", false, at, 10, 20, 2)).toBeUndefined();
  });
});

describe("names and orders", () => {
  it("code blocks are named by language and heading, numbered when they share both", () => {
    const blocks = parseMarkdown("## Quick start\n\n```python\na\n```\n\n```python\nb\n```\n\n```sh\nc\n```\n\n## Other\n\n```python\nd\n```\n");
    expect([...codeBlockNames(blocks).values()]).toEqual([
      "python example 1 of 2, Quick start",
      "python example 2 of 2, Quick start",
      "sh example, Quick start",
      "python example, Other",
    ]);
  });

  it("a mode's gaps are the languages the registry's mode table does not list for it", () => {
    const table = (mode: string, streaming: boolean) => (mode === "tools" ? (streaming ? ["python"] : ["python", "js"]) : ["python", "js", "go"]);
    expect([...modeGaps("tools", false, ["python", "js", "go"], table)]).toEqual(["go"]);
    expect([...modeGaps("tools", true, ["python", "js", "go"], table)]).toEqual(["js", "go"]);
    expect([...modeGaps("chat", false, ["python", "js", "go"], () => [])]).toEqual([]);
    // With the registry's own table: every language it lists for a mode is no gap.
    expect([...modeGaps("tools", false, ["python", "js", "sh"])]).toEqual([]);
  });

  it("local apps by use: listed ones first in that order, the rest in registry order", () => {
    for (const id of LOCAL_APPS_BY_USE) expect(LOCAL_APP_IDS).toContain(id);
    const apps = [...LOCAL_APP_IDS].map((id) => ({ id }));
    const sorted = byUse(apps).map((a) => a.id);
    expect(sorted.slice(0, LOCAL_APPS_BY_USE.length)).toEqual([...LOCAL_APPS_BY_USE]);
    expect(sorted.slice(LOCAL_APPS_BY_USE.length)).toEqual(LOCAL_APP_IDS.filter((id) => !LOCAL_APPS_BY_USE.includes(id)));
  });
});
