/**
 * `model-atlas export` of the viewer's example models, as a real process: every link of
 * llms.txt and of the task and provider pages resolves to a file of the export, each card has
 * its JSON twin (valid against the schema), a bad line is reported with its line number and
 * counted while the others are written, and a hostile id stays inside models/ and inside its
 * code span.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UsageCardSchema } from "../../engine/entries/cards.js";
import { cardPath, fileSegment } from "../../engine/cards/paths.js";
import { allTokens, EXAMPLES, headings, links } from "../cards/support.js";
import { runCli } from "./run-cli.js";
import { runSpawned } from "./spawn-cli.js";

const HOSTILE = "evil/..\n# Owned [x](https://evil.example) ../../../etc/passwd";
let dir = "";
let out = "";
let run: Awaited<ReturnType<typeof runSpawned>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "atlas-export-"));
  out = join(dir, "cards");
  const lines = EXAMPLES.map((e) => JSON.stringify(e.record));
  lines.splice(3, 0, "{not json", JSON.stringify({ id: 7 }));
  lines.push(JSON.stringify({ id: HOSTILE, pipeline_tag: "text-classification", library_name: "transformers" }));
  writeFileSync(join(dir, "models.jsonl"), `${lines.join("\n")}\n`);
  run = await runSpawned(["export", "models.jsonl", "--out", "cards", "--jobs", "2"], dir);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const filesUnder = (folder: string): string[] =>
  (readdirSync(folder, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((d) => d.isFile())
    .map((d) => relative(out, join(d.parentPath, d.name)));

describe("model-atlas export", () => {
  it("reports the bad lines with their numbers, counts them and writes every good card", () => {
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("models.jsonl:4:2: invalid JSON");
    expect(run.stderr).toMatch(/models\.jsonl:5: invalid model record: id/);
    expect(run.stderr).toContain(`export: ${EXAMPLES.length + 1} cards written to cards, 2 lines failed`);
  });

  it("writes llms.txt whose links all resolve to files of the export", () => {
    const index = readFileSync(join(out, "llms.txt"), "utf8");
    const tokens = allTokens(index);
    expect(
      headings(tokens)
        .filter((h) => h.depth === 1)
        .map((h) => h.text),
    ).toEqual(["Model Atlas usage cards"]);
    const targets = links(tokens).map((l) => l.href);
    expect(targets.filter((t) => t.startsWith("models/"))).toHaveLength(EXAMPLES.length + 1);
    expect(targets.filter((t) => t.startsWith("tasks/")).length).toBeGreaterThan(20);
    expect(targets.filter((t) => t.startsWith("providers/")).length).toBeGreaterThan(5);
    expect(targets.filter((t) => !existsSync(join(out, decodeURI(t))))).toEqual([]);
  });

  it("links every card and page to files that exist, relative to the page", () => {
    const pages = filesUnder(out).filter((f) => f.endsWith(".md"));
    const broken = pages.flatMap((page) =>
      links(allTokens(readFileSync(join(out, page), "utf8")))
        .map((l) => l.href)
        .filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href))
        .filter((href) => !existsSync(resolve(dirname(join(out, page)), decodeURI(href))))
        .map((href) => `${page} -> ${href}`),
    );
    expect(pages.length).toBeGreaterThan(EXAMPLES.length * 1 + 20);
    expect(broken).toEqual([]);
  });

  it("writes a JSON twin of each card that validates against UsageCardSchema", () => {
    for (const { record } of EXAMPLES) {
      const card = JSON.parse(readFileSync(join(out, `${cardPath(record.id)}.json`), "utf8"));
      expect(UsageCardSchema.safeParse(card).success).toBe(true);
      expect(card.id).toBe(record.id);
    }
  });

  it("keeps a hostile id inside models/ and inside its code span", () => {
    const path = cardPath(HOSTILE);
    expect(path).toBe(`models/evil/${fileSegment(HOSTILE.slice(5))}`);
    expect(path.split("/")).toHaveLength(3);
    expect(path.split("/").some((s) => s === ".." || s.startsWith("."))).toBe(false);
    expect(existsSync(join(out, `${path}.md`))).toBe(true);
    expect(filesUnder(dir).some((f) => f.includes("passwd") && !f.startsWith(".."))).toBe(true);
    expect(existsSync(join(dir, "etc"))).toBe(false);
    const card = readFileSync(join(out, `${path}.md`), "utf8");
    const tokens = allTokens(card);
    expect(headings(tokens).filter((h) => h.depth === 1)).toHaveLength(1);
    expect(headings(tokens).map((h) => h.raw)).not.toContainEqual(expect.stringMatching(/^# Owned/));
    // The only links: the model's hub page (its id one encoded path segment) and the pages of the export.
    expect(
      links(tokens)
        .map((l) => new URL(l.href, "file:///export/models/evil/card.md"))
        .filter((u) => u.host !== "huggingface.co" && u.protocol !== "file:"),
    ).toEqual([]);
    expect(links(tokens).find((l) => l.href.startsWith("https://"))!.href).toBe(
      `https://huggingface.co/evil/${encodeURIComponent(HOSTILE.slice(5)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    const index = allTokens(readFileSync(join(out, "llms.txt"), "utf8"));
    // One link for the hostile model: to its card, its text the id in a code span.
    const evil = links(index).filter((l) => l.raw.includes("evil.example"));
    expect(evil.map((l) => [l.href, l.tokens.map((t) => t.type)])).toEqual([[`${path}.md`, ["codespan"]]]);
    expect(headings(index).map((h) => h.text)).not.toContain("Owned [x](https://evil.example) ../../../etc/passwd");
  });
});

describe("model-atlas export: paths and failures", () => {
  it("maps distinct ids to distinct paths (the file names are injective)", () => {
    const ids = ["a/b", "a/B", "a/b~2f", "a/b/c", "a/b%2fc", "a/.b", "a/~2eb", "b", "~/b", "a/é", "a/~c3a9"];
    expect(new Set(ids.map(cardPath)).size).toBe(ids.length);
  });

  it("reports a card it cannot write with its line and the error, and writes the others", async () => {
    const blocked = join(dir, "blocked");
    mkdirSync(join(blocked, "models"), { recursive: true });
    writeFileSync(join(blocked, "models", "acme"), "a file where the owner's folder would go");
    writeFileSync(
      join(dir, "two.jsonl"),
      `${JSON.stringify({ id: "acme/x", pipeline_tag: "fill-mask" })}\n${JSON.stringify({ id: "other/y", pipeline_tag: "fill-mask" })}\n`,
    );
    const result = await runSpawned(["export", "two.jsonl", "--out", "blocked", "--jobs", "1"], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/two\.jsonl:1: model acme\/x: cannot write its card: (EEXIST|ENOTDIR)/);
    expect(result.stderr).toContain("export: 1 card written to blocked, 1 line failed");
    expect(existsSync(join(blocked, "models", "other", "y.md"))).toBe(true);
    expect(readFileSync(join(blocked, "llms.txt"), "utf8")).not.toContain("acme/x");
  }, 180_000);

  it("refuses a run without --out or without input, in-process", async () => {
    expect((await runCli(["export", "models.jsonl"], { cwd: dir })).stderr).toContain("--out <dir> is required");
    expect((await runCli(["export", "--out", "x"], { cwd: dir })).stderr).toContain("export: missing <models.jsonl | model-id…>");
  });

  it("refuses an argument that is no hub id before any lookup, with the hub's id rule", async () => {
    const result = await runCli(["export", "acme/..", "not an id!", "--out", "cards-bad-ids", "--hub-url", "http://127.0.0.1:9"], { cwd: dir });
    expect(result.stderr).toContain(`acme/..: neither a hub id (owner/name) nor a JSON file: the name ".." must start and end with a letter, a digit or "_"`);
    expect(result.stderr).toContain("not an id!: neither a hub id (owner/name) nor a JSON file: it contains a space");
    expect(result.stderr).not.toContain("cannot look it up");
    expect(result.code).toBe(1);
  });

  it("ends with the I/O exit code when the output folder cannot be made (a file stands in its path)", async () => {
    writeFileSync(join(dir, "a-file"), "");
    const result = await runCli(["export", "models.jsonl", "--out", "a-file/cards"], { cwd: dir });
    expect(result.code).toBe(74);
    expect(result.stderr).toMatch(/Cannot write a-file\/cards: .*\((ENOTDIR|EEXIST)\)/);
  });
});
