/**
 * The package as a user gets it. `npm pack` (its prepack runs the build), then an empty project
 * outside the repository installs the tarball with production dependencies only and uses it:
 * every subpath from plain Node, the main entry through require(), a TypeScript consumer under
 * both module resolutions, the command line through npx, and a browser bundle of every entry,
 * whose sizes must stay within their budgets, and `model-atlas mcp` over stdio (test/mcp/stdio-session.ts).
 * publint and arethetypeswrong check the result.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { clientSession, emptySession, rawSession } from "../mcp/stdio-session.js";
import { BROWSER_ENTRIES, browserBundle, browserBundleSizes, formatSizes, overBudget, sourceBundleSize } from "../../scripts/package/bundle-size.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(import.meta.dirname, "consumer");
const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);

let work = "";
let tarball = "";

function run(command: string, args: string[], cwd = work): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, HF_TOKEN: "", NODE_OPTIONS: "" } });
  if (result.error) throw result.error;
  return result;
}

function ok(command: string, args: string[], cwd = work): string {
  const result = run(command, args, cwd);
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "model-atlas-consumer-"));
  // The prepack build prints to stdout too, so find the tarball by its name, not in npm's output.
  ok("npm", ["pack", "--pack-destination", work], ROOT);
  tarball = path.join(work, fs.readdirSync(work).find((f) => f.endsWith(".tgz"))!);
  fs.writeFileSync(path.join(work, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  ok("npm", ["install", tarball, "--omit=dev", "--no-audit", "--no-fund", "--loglevel=error"]);
  for (const file of fs.readdirSync(FIXTURES)) fs.copyFileSync(path.join(FIXTURES, file), path.join(work, file));
}, 600_000);

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe("the packed package", () => {
  it("ships dist/, the launcher bin/model-atlas.js, the task media, README.md, LICENSE and package.json, and installs only its runtime dependencies", () => {
    // npm unpacks the tarball as it is into node_modules/model-atlas: its files are what ships.
    const files = (fs.readdirSync(path.join(work, "node_modules", "model-atlas"), { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((d) => d.isFile())
      .map((d) =>
        path
          .relative(path.join(work, "node_modules", "model-atlas"), path.join(d.parentPath, d.name))
          .split(path.sep)
          .join("/"),
      );
    expect(files.filter((f) => !/^(dist\/|tasks\/[^/]+\/media\/|docs\/[^/]+\.md$)/.test(f)).sort()).toEqual([
      "LICENSE",
      "README.md",
      "bin/model-atlas.js",
      "package.json",
    ]);
    expect(files).toContain("dist/cli/bin.js");
    const installedFile = (f: string) => fs.readFileSync(path.join(work, "node_modules", "model-atlas", f), "utf8");
    expect(installedFile("LICENSE")).toMatch(/Apache License\s+Version 2\.0, January 2004/);
    // Source maps name the sources without embedding them (they made two thirds of the tarball).
    const maps = files.filter((f) => f.endsWith(".js.map"));
    expect(maps).toContain("dist/cli/bin.js.map");
    expect(maps.filter((f) => "sourcesContent" in (JSON.parse(installedFile(f)) as object))).toEqual([]);
    expect(files.some((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toBe(false);
    const installed = fs.readdirSync(path.join(work, "node_modules")).filter((d) => !d.startsWith("."));
    expect(installed.sort()).toEqual(["model-atlas", "zod"]);
  });

  it("ships every media file the task API names (demoMedia(), taskMediaPath())", () => {
    const paths = JSON.parse(ok(process.execPath, ["media-paths.mjs"])) as string[];
    // The catalogue's demos use 45 files; an empty list would pass the check below vacuously.
    expect(paths.length).toBeGreaterThanOrEqual(40);
    const missing = paths.filter((p) => !fs.existsSync(path.join(work, "node_modules", "model-atlas", p)));
    expect(missing).toEqual([]);
  });

  it("imports every subpath from plain Node and calls one function of each", () => {
    const out = JSON.parse(ok(process.execPath, ["use-every-subpath.mjs"]));
    expect(out.main).toEqual({ task: "Text-to-Image", gguf: "Q5_K_S" });
    expect(out.inference).toContain("python/huggingface_hub");
    expect(out.inference).toContain("sh/curl");
    // model-atlas/inference carries python, js and sh; each other language comes with its plugin.
    expect(out.inference.filter((s: string) => !/^(python|js|sh)\//.test(s))).toEqual([]);
    expect(out.plugins).toEqual({ go: ["go/net-http"], ruby: ["ruby/net-http"], php: ["php/php-curl"], java: ["java/java-net-http"] });
    expect(out.inference).not.toContain("sh/httpie");
    expect(out.httpieClients).toEqual({ without: ["curl"], with: ["curl", "httpie"] });
    expect(out.missingPlugin).toContain('import { go } from "model-atlas/languages/go"');
    expect(out.toolClients).toContain("python/openai");
    expect(out.toolClients).toContain("sh/curl");
    expect(out.missingChatModes).toContain("tools");
    expect(out.missingChatModes).toContain('import { chatModes } from "model-atlas/chat-modes"');
    expect(out.billTo).toBe(true);
    expect(out.invalid).toContain("provider");
    expect(out.invalid).toContain("expected string");
    expect(out.inputs).toContain("[MASK]");
    expect(out.tasks).toBe("Automatic Speech Recognition");
    expect(out.libraries).toBeGreaterThan(0);
    expect(out.gguf).toBe("Q4_K_M");
    expect(out.pipelines).toBe(true);
    expect(out.localApps).toBeGreaterThan(0);
    expect(typeof out.countsAsDownload).toBe("boolean");
    expect(out.cards).toEqual({ h1: "# `meta-llama/Llama-3.1-8B-Instruct`", prompt: true, valid: true });
  });

  it("loads the main entry with require() from CommonJS", () => {
    expect(JSON.parse(ok(process.execPath, ["require-main.cjs"]))).toEqual({ gguf: "Q8_0", snippets: expect.any(Number), sh: true });
  });

  // The NodeNext run checks every declaration file (skipLibCheck off); the Bundler run checks that
  // the consumer's imports resolve and type under that resolution (skipLibCheck on: the same
  // declaration files, checked once is enough, and zod's take most of a run).
  it.each(["nodenext", "bundler"])(
    "type-checks a TypeScript consumer with moduleResolution %s",
    (resolution) => {
      const result = run(process.execPath, [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", `tsconfig.${resolution}.json`]);
      expect(result.stdout + result.stderr).toBe("");
      expect(result.status).toBe(0);
    },
    180_000,
  ); // one tsc run takes 25 s and more on a busy 2-core machine: a guard, not a speed target

  describe("model-atlas mcp over stdio, installed (no MCP SDK, express or hono in node_modules)", () => {
    const installedBin = () => path.join(work, "node_modules", "model-atlas", "dist", "cli", "bin.js");
    const version = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).version;
    it(
      "answers the SDK's client: initialize, tools/list, every tool good and bad, many calls in a row",
      () => clientSession(installedBin(), work, version),
      120_000,
    );
    it("answers every request after lines that are not JSON-RPC, and exits 0 at end of input", () => rawSession(installedBin(), work), 60_000);
    it("exits 0 when stdin closes before any request", () => emptySession(installedBin(), work), 60_000);
  });

  it("runs the compiled command line: npx model-atlas --help, model-atlas snippets model.json, batch with worker threads", () => {
    expect(ok("npx", ["--no-install", "model-atlas", "--help"])).toContain("Usage: model-atlas <command>");
    const snippets = ok(path.join(work, "node_modules", ".bin", "model-atlas"), ["snippets", "model.json", "--provider", "hf-inference", "--language", "sh"]);
    expect(snippets).toContain("black-forest-labs/FLUX.1-schnell");
    expect(snippets).toContain("curl");
    // batch starts worker threads from a file next to its chunk: the bundle layout must keep them together.
    fs.writeFileSync(
      path.join(work, "models.jsonl"),
      `${fs.readFileSync(path.join(work, "model.json"), "utf8").trim()}\n{"id":"a/b","pipeline_tag":"fill-mask","mask_token":"[MASK]"}\n`,
    );
    ok(path.join(work, "node_modules", ".bin", "model-atlas"), ["batch", "models.jsonl", "--out", "out.jsonl", "--jobs", "2"]);
    expect(
      fs
        .readFileSync(path.join(work, "out.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l).id),
    ).toEqual(["black-forest-labs/FLUX.1-schnell", "a/b"]);
    const help = fs.readFileSync(path.join(work, "node_modules", "model-atlas", "dist", "cli", "bin.js"), "utf8");
    expect(help.startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(help).not.toMatch(/tsx|register\(/);
  });

  it("bundles every entry for the browser within the size budgets", async () => {
    const sizes = await browserBundleSizes("model-atlas", work);
    console.log(`Browser bundles (esbuild, minified, gzip -9):\n${formatSizes(sizes)}`);
    expect(overBudget(sizes, "model-atlas")).toEqual([]);
  });

  it("shakes every subpath out of the packed build as far as out of the sources", async () => {
    // dist/ groups modules into few chunks (fast to import); a subpath must still bundle only what it uses.
    const grown: string[] = [];
    for (const sub of BROWSER_ENTRIES) {
      const packed = (await browserBundle(`model-atlas${sub}`, work)).size.minified;
      const source = await sourceBundleSize(sub, ROOT);
      // 1 %: chunk boundaries change a few names and import lines, not whole modules.
      if (packed > source * 1.01 + 256) grown.push(`model-atlas${sub}: ${packed} bytes minified from the tarball, ${source} from the sources`);
    }
    expect(grown).toEqual([]);
  });

  it("gives readable validation messages from a browser bundle (the inference path's own checkers, no zod)", async () => {
    const { code } = await browserBundle("model-atlas/inference", work, "getInferenceSnippets");
    const file = path.join(work, "bundle.mjs");
    fs.writeFileSync(file, `${Buffer.from(code).toString()}\n`);
    const probe = `import { getInferenceSnippets } from "./bundle.mjs"; try { getInferenceSnippets({ id: "a/b" }, { provider: 1 }); } catch (e) { console.log(e.message); }`;
    expect(ok(process.execPath, ["--input-type=module", "-e", probe])).toContain("expected string, received number");
  });

  it("is clean for publint and arethetypeswrong", async () => {
    const { messages, pkg } = await publint({ pkgDir: path.join(work, "node_modules", "model-atlas"), pack: false, strict: true });
    expect(messages.map((m) => formatMessage(m, pkg))).toEqual([]);
    // ESM only: node10 and CommonJS-under-node16 resolution are out of scope (require() of ESM works from Node 20.19).
    const attw = run(bin("attw"), [tarball, "--profile", "esm-only", "--format", "ascii"]);
    expect(attw.status, attw.stdout + attw.stderr).toBe(0);
  });
});
