/**
 * `npm run upstream` (scripts/upstream/) against a fixed older release: the facts of
 * @huggingface/tasks 0.21.40 and @huggingface/inference 4.13.20, extracted once with
 * `npm run upstream -- --tasks 0.21.40 --inference 4.13.20 --save-facts …` and kept in
 * test/fixtures/upstream/ (no network here). Runs on a throwaway copy of the project's facts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { compareFacts } from "../../scripts/upstream/compare.js";
import type { Facts } from "../../scripts/upstream/facts.js";
import { ourFacts } from "../../scripts/upstream/ours.js";
import { runUpstream } from "../../scripts/upstream/run.js";
import { buildTree, makeTree } from "../registry/fixture-tree.js";
import { ROOT } from "../support/reference.js";

const FIXTURE = path.join(ROOT, "test/fixtures/upstream/facts-tasks-0.21.40-inference-4.13.20.json");
const older = (): Facts => JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as Facts;

const trees: string[] = [];
afterAll(() => {
  for (const t of trees) fs.rmSync(t, { recursive: true, force: true });
});

/** One copy for the runs that write nothing into it (no scaffolds), made on first use. */
let shared: string | undefined;
const readOnlyCopy = () => (shared ??= copyOfOurFacts());

/** The files ./ours.ts reads, copied: libraries, local-app and task records, the reference README. */
function copyOfOurFacts(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-upstream-test-"));
  trees.push(root);
  fs.cpSync(path.join(ROOT, "libraries"), path.join(root, "libraries"), { recursive: true });
  for (const id of fs.readdirSync(path.join(ROOT, "templates/local-apps"))) {
    fs.mkdirSync(path.join(root, "templates/local-apps", id), { recursive: true });
    fs.copyFileSync(path.join(ROOT, "templates/local-apps", id, "app.yaml"), path.join(root, "templates/local-apps", id, "app.yaml"));
  }
  for (const id of fs.readdirSync(path.join(ROOT, "tasks"))) {
    if (!fs.existsSync(path.join(ROOT, "tasks", id, "task.yaml"))) continue;
    fs.mkdirSync(path.join(root, "tasks", id), { recursive: true });
    fs.copyFileSync(path.join(ROOT, "tasks", id, "task.yaml"), path.join(root, "tasks", id, "task.yaml"));
  }
  fs.mkdirSync(path.join(root, "test/reference"), { recursive: true });
  fs.copyFileSync(path.join(ROOT, "test/reference/README.md"), path.join(root, "test/reference/README.md"));
  return root;
}

describe("npm run upstream against @huggingface/tasks 0.21.40 and @huggingface/inference 4.13.20", () => {
  it("prints what was added, removed and changed, and exits 1", async () => {
    const root = readOnlyCopy();
    const run = await runUpstream({ root, facts: older(), scaffold: false });
    expect(run.exitCode).toBe(1);
    expect(run.output).toMatch(/^Compared with @huggingface\/tasks 0\.21\.40, @huggingface\/inference 4\.13\.20\n/);
    const section = (kind: string) => run.output.split(`${kind} upstream (`)[1]!.split(/\n(?=\S)/)[0]!;
    // Facts that release has and we do not: a library since removed, providers since dropped, an app.
    expect(section("added")).toContain("\n  library kerasformers\n");
    expect(section("added")).toContain("\n  provider nebius\n");
    expect(section("added")).toContain("\n  local app sanctum\n");
    // Libraries added after it.
    expect(section("removed")).toContain("\n  library aneforge\n");
    // A count rule and a provider's tasks and host that changed since.
    expect(section("changed")).toContain('library timesfm countDownloads: ours "path:\\"config.json\\" OR');
    expect(section("changed")).toMatch(/provider fal-ai baseUrl: ours "https:\/\/queue\.fal\.run", upstream "https:\/\/fal\.run"/);
    expect(section("changed")).toMatch(
      /provider novita tasks: ours \[.*"image-text-to-video".*\], upstream \["conversational","text-generation","text-to-video"\]/,
    );
    expect(section("changed")).toContain('reference facts @huggingface/tasks version: ours "0.21.54", upstream "0.21.40"');
    expect(run.output).toMatch(/\n8 added, 12 removed, 7 changed\n/);
  });

  it("writes a scaffold with the facts filled in for each new library, through new-library", async () => {
    const root = copyOfOurFacts();
    // speechbrain (snippets, tasks, docs, filter and count rule upstream) as if we did not have it.
    fs.rmSync(path.join(root, "libraries/speechbrain.yaml"));
    const run = await runUpstream({ root, facts: older() });
    expect(run.scaffolds.sort()).toEqual(["libraries/kerasformers.yaml", "libraries/speechbrain.yaml"]);
    expect(run.output).toContain("scaffolds written (fill in, then npm run registry):\n  libraries/");

    const kerasformers = fs.readFileSync(path.join(root, "libraries/kerasformers.yaml"), "utf8");
    expect(kerasformers).toMatch(/^# Created by `npm run new-library -- kerasformers`.*\n# Facts from @huggingface\/tasks 0\.21\.40 \(npm run upstream\)\.\n/);
    const { snippets: _, ...facts } = older().libraries.find((l) => l.id === "kerasformers")!;
    expect(parse(kerasformers)).toEqual({ ...facts, pipelineTags: undefined });
    expect(facts).toMatchObject({
      repoUrl: "https://github.com/IMvision12/KerasFormers",
      countDownloads: 'path:"model.weights.h5" OR path:"model.weights.json"',
    });
    // Upstream has no snippet for it: the scaffold is a complete entry the registry accepts.
    expect(kerasformers).not.toMatch(/^snippets:/m);
    expect(buildTree(makeTree({ "kerasformers.yaml": kerasformers })).problems).toEqual([]);

    const speechbrain = fs.readFileSync(path.join(root, "libraries/speechbrain.yaml"), "utf8");
    const { snippets: __, ...speechbrainFacts } = older().libraries.find((l) => l.id === "speechbrain")!;
    expect(parse(speechbrain)).toEqual({
      ...speechbrainFacts,
      snippets: [{ language: "python", missing: "@huggingface/tasks 0.21.40 has a usage snippet for this library: write ours (template: or file:)" }],
    });
    expect(speechbrain).toMatch(/^filter: true$/m);
    expect(speechbrain).toMatch(/^pipelineTags:\n(  - [a-z-]+\n){4}/m);
    expect(speechbrain).toMatch(/^snippets:\n  - language: python\n    missing: /m);
    // The snippet upstream has is marked missing: the registry build fails until ours is written.
    const { problems, text } = buildTree(makeTree({ "speechbrain.yaml": speechbrain }));
    expect(problems).toHaveLength(1);
    expect(text).toMatch(
      /libraries\/speechbrain\.yaml:\d+:\d+ snippets\[0\]\.missing: snippet not written yet: @huggingface\/tasks 0\.21\.40 has a usage snippet/,
    );

    // The scaffolds close the library differences of the next run.
    const again = await runUpstream({ root, facts: older(), scaffold: false });
    expect(again.output).not.toMatch(/^ {2}library (kerasformers|speechbrain)$/m);
  });

  it("exits 0 and says so when nothing differs", async () => {
    const root = readOnlyCopy();
    const same = ourFacts(root);
    same.source = { "@huggingface/tasks": "0.21.54", "@huggingface/inference": "4.13.30" };
    const run = await runUpstream({ root, facts: same });
    expect(run).toEqual({ exitCode: 0, scaffolds: [], output: "Compared with @huggingface/tasks 0.21.54, @huggingface/inference 4.13.30\nno differences\n" });
  });
});

describe("comparing our facts with upstream's", () => {
  it("compares GGUF codes, the quantisation order, pipelines and task placeholders", () => {
    const ours = ourFacts(readOnlyCopy());
    const upstream: Facts = structuredClone(ours);
    upstream.ggufFileTypes = { ...ours.ggufFileTypes, Q9_K: 99 };
    delete upstream.ggufFileTypes.Q4_0;
    upstream.ggmlTypes = { ...ours.ggmlTypes, F16: 77 };
    upstream.quantOrder = [...ours.quantOrder].reverse();
    upstream.pipelines = [...ours.pipelines, "text-to-smell"];
    upstream.tasks = ours.tasks.map((t) => (t.id === "graph-ml" ? { ...t, placeholder: false } : t));
    const diffs = compareFacts(ours, upstream).map((d) => `${d.kind} ${d.area} ${d.id}${d.field ? ` ${d.field}` : ""}`);
    expect(diffs.sort()).toEqual(
      [
        "added gguf file type Q9_K",
        "removed gguf file type Q4_0",
        "changed ggml type F16 code",
        "changed quant order GGUF_QUANT_ORDER",
        "added pipeline text-to-smell",
        "changed task graph-ml placeholder",
      ].sort(),
    );
  });
});
