/**
 * Our side of the comparison: the library files (libraries/*.yaml), the local apps
 * (templates/local-apps/<id>/app.yaml) and the task folders of a project tree, plus the tables
 * the engine holds (providers, pipeline types, GGUF codes) and the versions the reference facts
 * in test/reference/ were taken from.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { GGMLFileQuantizationType, GGMLQuantizationType, GGUF_QUANT_ORDER } from "../../engine/gguf/index.js";
import { PROVIDERS } from "../../engine/inference/providers/index.js";
import { PIPELINE_TYPES } from "../../engine/pipelines/data.js";
import { enumCodes, type Facts, type LibraryFacts, type LocalAppFacts } from "./facts.js";

type Doc = Record<string, unknown>;

function readYaml(file: string): Doc {
  const value: unknown = parse(fs.readFileSync(file, "utf8"));
  if (value === null || typeof value !== "object") throw new Error(`${file}: expected a YAML mapping`);
  return value as Doc;
}

const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

function libraries(root: string): LibraryFacts[] {
  const dir = path.join(root, "libraries");
  return list(dir)
    .filter((f) => f.endsWith(".yaml") && !f.startsWith("_"))
    .map((f) => {
      const doc = readYaml(path.join(dir, f));
      return {
        id: String(doc.id),
        prettyLabel: String(doc.prettyLabel),
        repoName: String(doc.repoName),
        repoUrl: String(doc.repoUrl),
        docsUrl: text(doc.docsUrl),
        filter: doc.filter === true,
        countDownloads: text(doc.countDownloads),
        pipelineTags: Array.isArray(doc.pipelineTags) ? doc.pipelineTags.map(String) : [],
        snippets: Array.isArray(doc.snippets) && doc.snippets.length > 0,
      };
    });
}

function localApps(root: string): LocalAppFacts[] {
  const dir = path.join(root, "templates", "local-apps");
  return list(dir)
    .filter((id) => fs.existsSync(path.join(dir, id, "app.yaml")))
    .map((id) => {
      const doc = readYaml(path.join(dir, id, "app.yaml"));
      return {
        id: String(doc.id),
        prettyLabel: String(doc.prettyLabel),
        docsUrl: String(doc.docsUrl),
        mainTask: String(doc.mainTask),
        macOSOnly: doc.macOSOnly === true,
        kind: doc.deeplink !== undefined ? "deeplink" : "snippet",
      };
    });
}

/** `{ "@huggingface/tasks": "0.21.54", … }` as test/reference/README.md names them. */
function referenceVersions(root: string): Record<string, string> {
  const file = path.join(root, "test", "reference", "README.md");
  if (!fs.existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const [, name, version] of fs.readFileSync(file, "utf8").matchAll(/\*\*(@huggingface\/[a-z-]+) (\d+\.\d+\.\d+)\*\*/g)) out[name!] = version!;
  return out;
}

export function ourFacts(root: string): Facts {
  const fileTypes = enumCodes(GGMLFileQuantizationType as unknown as Record<string, unknown>);
  return {
    source: referenceVersions(root),
    libraries: libraries(root),
    localApps: localApps(root),
    providers: [...PROVIDERS.values()].map((p) => ({
      id: p.id,
      baseUrl: p.directBaseUrl,
      clientSideRoutingOnly: p.clientSideRoutingOnly === true,
      tasks: Object.keys(p.tasks).sort(),
    })),
    pipelines: [...PIPELINE_TYPES],
    tasks: list(path.join(root, "tasks"))
      .filter((id) => fs.existsSync(path.join(root, "tasks", id, "task.yaml")))
      .map((id) => ({ id, placeholder: readYaml(path.join(root, "tasks", id, "task.yaml")).isPlaceholder === true })),
    ggufFileTypes: fileTypes,
    ggmlTypes: enumCodes(GGMLQuantizationType as unknown as Record<string, unknown>),
    quantOrder: GGUF_QUANT_ORDER.map((code) => GGMLFileQuantizationType[code]),
  };
}
