/**
 * Reads the facts out of unpacked `@huggingface/tasks` and `@huggingface/inference` packages
 * (./fetch.ts) by loading their published ES modules: library and local-app tables, pipeline
 * types, task pages, GGUF codes, and each inference provider's host and tasks.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { enumCodes, type Facts, type LibraryFacts, type LocalAppFacts, type ProviderFacts } from "./facts.js";

type Table = Record<string, Record<string, unknown>>;

/** The ES module entry of an unpacked package, from its `exports` (or `module` / `main`). */
function entryOf(pkgDir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")) as {
    exports?: Record<string, unknown>;
    module?: string;
    main?: string;
  };
  const dot = manifest.exports?.["."] as { import?: string | { default?: string } } | string | undefined;
  const fromExports = typeof dot === "string" ? dot : typeof dot?.import === "string" ? dot.import : dot?.import?.default;
  const file = fromExports ?? manifest.module ?? manifest.main;
  if (!file) throw new Error(`${pkgDir}/package.json names no entry`);
  return path.join(pkgDir, file);
}

async function load(dir: string, name: string): Promise<{ module: Record<string, unknown>; version: string }> {
  const pkgDir = path.join(dir, "node_modules", name);
  const version = (JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")) as { version: string }).version;
  return { module: (await import(pathToFileURL(entryOf(pkgDir)).href)) as Record<string, unknown>, version };
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

export async function extractFacts(dir: string): Promise<Facts> {
  const tasksPkg = await load(dir, "@huggingface/tasks");
  const inferencePkg = await load(dir, "@huggingface/inference");
  const t = tasksPkg.module;
  const libraryTasks = (t.LIBRARY_TASK_MAPPING ?? {}) as Record<string, string[]>;
  const libraries: LibraryFacts[] = Object.entries(t.MODEL_LIBRARIES_UI_ELEMENTS as Table).map(([id, lib]) => ({
    id,
    prettyLabel: String(lib.prettyLabel),
    repoName: String(lib.repoName),
    repoUrl: String(lib.repoUrl),
    docsUrl: text(lib.docsUrl),
    filter: lib.filter === true,
    countDownloads: text(lib.countDownloads),
    pipelineTags: [...(libraryTasks[id] ?? [])],
    snippets: typeof lib.snippets === "function",
  }));
  const localApps: LocalAppFacts[] = Object.entries(t.LOCAL_APPS as Table).map(([id, app]) => ({
    id,
    prettyLabel: String(app.prettyLabel),
    docsUrl: String(app.docsUrl),
    mainTask: String(app.mainTask),
    macOSOnly: app.macOSOnly === true,
    kind: typeof app.deeplink === "function" ? "deeplink" : "snippet",
  }));
  const providers: ProviderFacts[] = Object.entries(inferencePkg.module.PROVIDERS as Record<string, Table>).map(([id, helpers]) => {
    const first = Object.values(helpers)[0] ?? {};
    return {
      id,
      baseUrl: String(first.baseUrl ?? ""),
      clientSideRoutingOnly: first.clientSideRoutingOnly === true,
      tasks: Object.keys(helpers).sort(),
    };
  });
  const fileTypes = enumCodes(t.GGMLFileQuantizationType as Record<string, unknown>);
  const names = Object.fromEntries(Object.entries(fileTypes).map(([name, code]) => [code, name]));
  return {
    source: { "@huggingface/tasks": tasksPkg.version, "@huggingface/inference": inferencePkg.version },
    libraries,
    localApps,
    providers,
    pipelines: Object.keys(t.PIPELINE_DATA as object),
    tasks: Object.entries(t.TASKS_DATA as Record<string, { isPlaceholder?: boolean } | undefined>).map(([id, data]) => ({
      id,
      placeholder: data === undefined || data.isPlaceholder === true,
    })),
    ggufFileTypes: fileTypes,
    ggmlTypes: enumCodes(t.GGMLQuantizationType as Record<string, unknown>),
    quantOrder: ((t.GGUF_QUANT_ORDER ?? []) as number[]).map((code) => names[code] ?? String(code)),
  };
}
