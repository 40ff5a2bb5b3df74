/** A broken task folder: every problem is reported with file, line, field, value and hint. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { formatProblem, type Problem } from "../../engine/errors/atlas-error.js";
import { checkTaskReferences, loadTasks } from "../../scripts/registry/tasks.js";
import { expectGolden } from "../support/golden.js";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-tasks-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const BAD = `id: token-classification
label: Token Classification
libraries: [transformers, spacey]
canonicalId: text-generaton
demo:
  inputs:
    - type: img
      filename: missing.png
  outputs:
    - type: text-with-tokens
      content: Ada wrote
      tokens:
        - { type: PERSON, start: 0, end: 3 }
        - { type: VERB, start: 4, end: 40 }
`;

it("reports a missing media file, a span outside its text, an unknown library and canonical id", async () => {
  fs.mkdirSync(path.join(root, "tasks", "token-classification"), { recursive: true });
  fs.writeFileSync(path.join(root, "tasks", "token-classification", "task.yaml"), BAD);
  const problems: Problem[] = [];
  const loaded = loadTasks(root, problems);
  // The span problem fails validation, so fix it to let the cross-file checks see the record too.
  fs.writeFileSync(path.join(root, "tasks", "token-classification", "task.yaml"), BAD.replace("end: 40", "end: 9"));
  const second: Problem[] = [];
  const records = loadTasks(root, second);
  second.push(...checkTaskReferences(records, new Set(["transformers", "spacy"])));
  expect(loaded).toHaveLength(0);
  const text = [...problems, ...second].map(formatProblem).join("\n") + "\n";
  await expectGolden(text, path.join(import.meta.dirname, "../golden/catalogue/bad-task.txt"));
});

it("reports a task folder without task.yaml instead of skipping it", () => {
  for (const [dir, file] of [
    ["about-only", "about.md"],
    ["misnamed", "task.yml"],
  ] as const) {
    fs.mkdirSync(path.join(root, "tasks", dir), { recursive: true });
    fs.writeFileSync(path.join(root, "tasks", dir, file), "id: misnamed\n");
  }
  const problems: Problem[] = [];
  loadTasks(root, problems);
  expect(problems.filter((p) => p.file !== "tasks/token-classification/task.yaml").map(formatProblem)).toEqual([
    "tasks/about-only/: this task folder has no task.yaml, so the task is not compiled; add tasks/about-only/task.yaml (copy another task's record) or remove the folder",
    "tasks/misnamed/: this task folder has no task.yaml, so the task is not compiled; rename tasks/misnamed/task.yml to tasks/misnamed/task.yaml",
  ]);
});

it("refuses a demo media name that leaves the task's media folder", () => {
  fs.mkdirSync(path.join(root, "tasks", "image-classification", "media"), { recursive: true });
  const record = (name: string) => `id: image-classification\nlabel: Image Classification\ndemo:\n  inputs:\n    - type: img\n      filename: ${name}\n`;
  for (const name of ["../task.yaml", "/etc/passwd", "sub/cat.png", "cat..png"]) {
    fs.writeFileSync(path.join(root, "tasks", "image-classification", "task.yaml"), record(JSON.stringify(name)));
    const problems: Problem[] = [];
    loadTasks(root, problems);
    const mine = problems.filter((p) => p.file === "tasks/image-classification/task.yaml");
    expect(
      mine.map((p) => `${p.line} ${p.path}`),
      name,
    ).toEqual(["6 demo.inputs[0].filename"]);
  }
  fs.rmSync(path.join(root, "tasks", "image-classification"), { recursive: true });
});

it("suggests the demo item type that was meant", () => {
  fs.mkdirSync(path.join(root, "tasks", "image-classification"), { recursive: true });
  const record = "id: image-classification\nlabel: Image Classification\ndemo:\n  inputs:\n    - type: image\n      filename: a.png\n";
  fs.writeFileSync(path.join(root, "tasks", "image-classification", "task.yaml"), record);
  const problems: Problem[] = [];
  loadTasks(root, problems);
  const mine = problems.filter((p) => p.file === "tasks/image-classification/task.yaml");
  expect(mine.map((p) => `${p.line}:${p.column} ${p.path}: ${p.hint}`)).toEqual(['5:13 demo.inputs[0].type: did you mean "img"?']);
  fs.rmSync(path.join(root, "tasks", "image-classification"), { recursive: true });
});

it("reports a library listed twice by one task", () => {
  fs.mkdirSync(path.join(root, "tasks", "fill-mask"), { recursive: true });
  fs.writeFileSync(path.join(root, "tasks", "fill-mask", "task.yaml"), "id: fill-mask\nlabel: Fill-Mask\nlibraries: [transformers, transformers]\n");
  const problems: Problem[] = [];
  const records = loadTasks(root, problems).filter((t) => t.record.id === "fill-mask");
  expect(checkTaskReferences(records, new Set(["transformers"])).map(formatProblem)).toEqual([
    'tasks/fill-mask/task.yaml:3:27 libraries[1]: "transformers" is listed twice; remove the repeat',
  ]);
  fs.rmSync(path.join(root, "tasks", "fill-mask"), { recursive: true });
});
