/** `npm run new-library -- <id>`: creates a valid file from the example, refuses bad or taken ids. */
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { createLibrary } from "../../scripts/new-library.js";
import { buildTree, makeTree } from "./fixture-tree.js";
import { readRegistry } from "../../scripts/registry/build.js";
import { ROOT } from "../support/reference.js";
import { LIBRARY_ID_RULE } from "../../engine/schema/library.js";

let trees: string[] = [];
afterEach(() => {
  for (const t of trees) fs.rmSync(t, { recursive: true, force: true });
  trees = [];
});

/** A tree with the example, libraries/my-library.yaml and libraries/PaddleOCR.yaml. */
function tree(): string {
  const paddle = "id: PaddleOCR\nprettyLabel: PaddleOCR\nrepoName: PaddleOCR\nrepoUrl: https://github.com/PaddlePaddle/PaddleOCR\n";
  const root = makeTree({ "PaddleOCR.yaml": paddle });
  fs.copyFileSync(path.join(ROOT, "libraries/_example.yaml"), path.join(root, "libraries/_example.yaml"));
  trees.push(root);
  return root;
}

function refusal(root: string, id: string | undefined): string {
  const before = fs.readdirSync(path.join(root, "libraries")).sort();
  try {
    createLibrary(root, id);
  } catch (error) {
    expect(fs.readdirSync(path.join(root, "libraries")).sort()).toEqual(before);
    return (error as Error).message;
  }
  throw new Error(`createLibrary accepted ${JSON.stringify(id)}`);
}

describe("new-library", () => {
  it("creates libraries/<id>.yaml that the registry build accepts", () => {
    const root = tree();
    expect(createLibrary(root, "my-new.lib_2")).toBe("libraries/my-new.lib_2.yaml");
    const text = fs.readFileSync(path.join(root, "libraries/my-new.lib_2.yaml"), "utf8");
    expect(text).toMatch(/^# Created by `npm run new-library -- my-new.lib_2`/);
    expect(text).toMatch(/^id: my-new.lib_2$/m);
    expect(text).toMatch(/^prettyLabel: my-new.lib_2$/m);
    expect(text).not.toMatch(/A copy-me library entry/);
    // The example's made-up download rule and tasks stay as comments, not as facts.
    expect(text).toMatch(/^# countDownloads: /m);
    expect(text).toMatch(/^# pipelineTags:\n# {3}- text-classification\n# Optional: usage snippets/m);
    trees = trees.filter((t) => t !== root);
    const entry = readRegistry(root).libraries.find((l) => l.entry.id === "my-new.lib_2")?.entry;
    expect(entry).toMatchObject({ pipelineTags: [] });
    expect(entry?.countDownloads).toBeUndefined();
    expect(buildTree(root).problems).toEqual([]);
  });

  it("quotes an id that YAML would read as a number", () => {
    const root = tree();
    createLibrary(root, "2024");
    expect(fs.readFileSync(path.join(root, "libraries/2024.yaml"), "utf8")).toMatch(/^id: "2024"$/m);
    trees = trees.filter((t) => t !== root);
    expect(buildTree(root).problems).toEqual([]);
  });

  it.each([
    [undefined, "no library id given; usage: npm run new-library -- <id>, e.g. npm run new-library -- my-library"],
    ["", "no library id given; usage: npm run new-library -- <id>, e.g. npm run new-library -- my-library"],
    ["my library", '"my library" is not a valid library id'],
    ["-leading-dash", '"-leading-dash" is not a valid library id'],
    ["_example", '"_example" is not a valid library id'],
    ["Bad_ID", `"Bad_ID" is not a valid library id; ${LIBRARY_ID_RULE}; did you mean "bad_id"?`],
    ["PaddleOCR2", '"PaddleOCR2" is not a valid library id'],
    ["../escape", '"../escape" is not a valid library id'],
    ["my-library", 'library "my-library" already exists: libraries/my-library.yaml; edit that file, or choose another id'],
    ["paddleocr", 'library "paddleocr" already exists: libraries/PaddleOCR.yaml; edit that file, or choose another id'],
  ])("refuses %j", (id, message) => {
    expect(refusal(tree(), id)).toContain(message);
  });

  it("the command prints the refusal and exits 1", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/new-library.ts"), "transformers"], { encoding: "utf8", cwd: ROOT });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('library "transformers" already exists: libraries/transformers.yaml');
  });
});
