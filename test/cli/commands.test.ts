/**
 * Golden transcripts (command, exit code, stdout, stderr) of every command, run in-process
 * from test/cli/fixtures: test/golden/cli/commands/<case>.txt. Rewrite with
 * `npm run golden:update -- test/cli`.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../engine/cli/main.js";
import { formatLibrary, formatLibraryList } from "../../engine/cli/commands/libraries.js";
import { formatTask, formatTaskList } from "../../engine/cli/commands/tasks.js";
import { getLibrarySnippets, LibraryEntrySchema, listLibraries, listTasks, TaskRecordSchema } from "../../engine/index.js";
import { runCli, transcript } from "./run-cli.js";
import { expectGolden } from "../support/golden.js";

const FIXTURES = join(import.meta.dirname, "fixtures");
const GOLDEN = join(import.meta.dirname, "../golden/cli/commands");

const CASES: Record<string, { argv: string[]; stdin?: string }> = {
  "help": { argv: ["--help"] },
  "no-arguments": { argv: [] },
  "unknown-command": { argv: ["snipets"] },
  ...Object.fromEntries(COMMANDS.map((c) => [`help-${c.name}`, { argv: [c.name, "--help"] }])),
  "inputs-file": { argv: ["inputs", "fill-mask.json"] },
  "inputs-file-no-quotes": { argv: ["inputs", "./fill-mask.json", "--no-wrap", "--no-quotes"] },
  "inputs-json": { argv: ["inputs", "fill-mask.json", "--format", "json"] },
  "inputs-chat": { argv: ["inputs", "chat.json"] },
  "inputs-stdin": { argv: ["inputs", "-"], stdin: '{"id": "a/b", "pipeline_tag": "question-answering"}' },
  "inputs-stdin-no-wrap": { argv: ["inputs", "-", "--no-wrap"], stdin: '{"id": "a/b", "pipeline_tag": "sentence-similarity"}' },
  "inputs-no-task": { argv: ["inputs", "-"], stdin: '{"id": "a/b"}' },
  // Real records without pipeline_tag: the task comes from inferenceProviderMapping, as for snippets.
  "inputs-mapping-chat": { argv: ["inputs", "../../real-records/meta-llama--Llama-3.1-8B-Instruct--mapping.json"] },
  "inputs-mapping-text-to-image": { argv: ["inputs", "../../real-records/black-forest-labs--FLUX.1-dev--mapping.json"] },
  "inputs-mapping-json": { argv: ["inputs", "../../real-records/openai--whisper-large-v3--mapping.json", "--format", "json"] },
  // A base model sends its widget's prompt, not chat messages.
  "inputs-base-model-widget": { argv: ["inputs", "../../real-records/gpt2.json"] },
  "inputs-bad-json": { argv: ["inputs", "bad-json.json"] },
  "inputs-bad-json-stdin": { argv: ["inputs", "-"], stdin: '{"id": "a/b",\n "pipeline_tag": }' },
  "inputs-bad-record": { argv: ["inputs", "bad-record.json"] },
  "inputs-missing-file": { argv: ["inputs", "missing.json"] },
  "inputs-not-an-id": { argv: ["inputs", "not an id!"] },
  "inputs-dot-segment-id": { argv: ["inputs", "acme/.."] },
  "inputs-missing-argument": { argv: ["inputs"] },
  "inputs-unknown-option": { argv: ["inputs", "fill-mask.json", "--colour"] },
  "inputs-unknown-format": { argv: ["inputs", "fill-mask.json", "--format", "yaml"] },
  "inputs-bad-hub-url": { argv: ["inputs", "acme/model", "--hub-url", "huggingface.co"] },
  "inputs-bad-timeout": { argv: ["inputs", "acme/model", "--timeout", "soon"] },
  "inputs-too-many-retries": { argv: ["inputs", "acme/model", "--retries", "1000"] },
  "gguf": { argv: ["gguf", "Llama-3-8B-Instruct-Q4_K_M.gguf"] },
  "gguf-unsloth": { argv: ["gguf", "Qwen3-30B-A3B-UD-Q4_K_XL-00001-of-00002.gguf", "--format", "json"] },
  "gguf-size-suffix": { argv: ["gguf", "phi-3-mini-Q8_0_L.gguf"] },
  "gguf-no-label": { argv: ["gguf", "weights.gguf"] },
  "library-snippets": { argv: ["library-snippets", "fastai.json"] },
  // Nothing to show: the reason on stderr and exit 3.
  "library-snippets-mapping-only": { argv: ["library-snippets", "../../real-records/meta-llama--Llama-3.1-8B-Instruct--mapping.json"] },
  "library-snippets-unknown-library": { argv: ["library-snippets", "-"], stdin: '{"id": "a/b", "library_name": "no-such-lib"}' },
  "libraries-unknown": { argv: ["libraries", "difusers"] },
  "tasks-too-many-arguments": { argv: ["tasks", "a", "b"] },
  "serve-bad-answer-cache-mb": { argv: ["serve", "--answer-cache-mb", "16MB"] },
};

describe("command transcripts (golden)", () => {
  it.each(Object.keys(CASES))("%s", async (name) => {
    const { argv, stdin } = CASES[name]!;
    const run = await runCli(argv, { cwd: FIXTURES, ...(stdin !== undefined && { stdin }) });
    await expectGolden(transcript(argv, run), join(GOLDEN, `${name}.txt`));
  });

  it("has no orphan golden file", () => {
    const expected = new Set([...Object.keys(CASES), ...Object.keys(FORMATTER_CASES)].map((n) => `${n}.txt`));
    expect(readdirSync(GOLDEN).filter((f) => !expected.has(f))).toEqual([]);
  });
});

/** The catalogue and registry grow while the project is written: their layout is tested on fixed records. */
const TASK = TaskRecordSchema.parse({
  id: "text-to-image",
  label: "Text-to-Image",
  libraries: ["diffusers"],
  summary: "Draws a picture from a written description.",
  models: [{ id: "acme/painter", description: "A small painter." }],
  metrics: [{ id: "fid", description: "Distance between real and generated images." }],
  youtubeId: "abc123",
});
const PLACEHOLDER = TaskRecordSchema.parse({ id: "text-to-3d", label: "Text-to-3D", isPlaceholder: true });
const LIBRARY = LibraryEntrySchema.parse({
  id: "acme-lib",
  prettyLabel: "Acme Lib",
  repoName: "acme-lib",
  repoUrl: "https://github.com/acme/acme-lib",
  filter: true,
  countDownloads: 'path_extension:"safetensors"',
  snippets: [{ name: "load", language: "python", template: "{{str model.id}}" }],
});

const FORMATTER_CASES: Record<string, () => string> = {
  "format-task-list": () => formatTaskList([TASK, PLACEHOLDER]),
  "format-task": () => formatTask(TASK),
  "format-library-list": () => formatLibraryList([{ library: LIBRARY, tasks: ["text-to-image", "image-to-image"] }]),
  "format-library": () => formatLibrary(LIBRARY, ["text-to-image"]),
};

describe("catalogue and registry layout (golden)", () => {
  it.each(Object.keys(FORMATTER_CASES))("%s", async (name) => {
    await expectGolden(FORMATTER_CASES[name]!(), join(GOLDEN, `${name}.txt`));
  });
});

describe("commands over the real catalogue and registry", () => {
  it("tasks lists every task", async () => {
    const run = await runCli(["tasks", "--format", "json"]);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { id: string }[]).map((t) => t.id)).toEqual(listTasks().map((t) => t.id));
  });

  it("libraries --filter lists only the hub's filter libraries", async () => {
    const run = await runCli(["libraries", "--filter", "--format", "json"]);
    const ids = (JSON.parse(run.stdout) as { id: string }[]).map((l) => l.id);
    expect(ids).toEqual(listLibraries({ filter: true }).map((l) => l.id));
    expect(ids.length).toBeLessThan(listLibraries().length);
  });

  it("libraries <id> shows the entry, matching the id without case", async () => {
    const run = await runCli(["libraries", "DIFFUSERS", "--format", "json"]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).id).toBe("diffusers");
  });

  it("library-snippets --format json is getLibrarySnippets", async () => {
    const run = await runCli(["library-snippets", "fastai.json", "--format", "json"], { cwd: FIXTURES });
    const model = { id: "acme/pets-classifier", pipeline_tag: "image-classification", library_name: "fastai", tags: ["fastai"] };
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(getLibrarySnippets(model))));
  });
});
