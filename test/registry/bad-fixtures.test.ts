/**
 * Every test/fixtures/bad-*.yaml file, built alone in a throwaway tree, must fail the
 * registry build; the full error text is kept as a golden file so reviews show any change.
 */
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { buildTree, FIXTURES, makeTree, treeWithFixtures } from "./fixture-tree.js";
import { ROOT } from "../support/reference.js";
import { expectGolden } from "../support/golden.js";

const GOLDEN = path.join(ROOT, "test/golden/registry/errors");
const fixtures = fs
  .readdirSync(FIXTURES)
  .filter((f) => /^bad-.*\.yaml$/.test(f))
  .sort();

describe("bad library files", () => {
  it("the expected fixtures exist", () => {
    for (const kind of ["wrong-type", "unknown-key", "malformed-query", "id-file-name", "unknown-task", "duplicate-label"]) {
      expect(fixtures).toContain(`bad-${kind}.yaml`);
    }
  });

  it.each(fixtures)("%s fails the build with its golden error text", async (name) => {
    const { problems, text } = buildTree(treeWithFixtures(name));
    expect(problems.length).toBeGreaterThan(0);
    // Every problem names a file, a line and a field.
    for (const p of problems) {
      expect(p.file).toMatch(/^libraries\/.+\.yaml$/);
      expect(p.line).toBeGreaterThan(0);
      expect(p.path).toBeTruthy();
    }
    await expectGolden(text, path.join(GOLDEN, name.replace(/\.yaml$/, ".txt")));
  });

  it("a malformed query is reported even when another field of the same file is wrong", () => {
    const text = 'id: two-faults\nprettyLabel: Two Faults\nrepoName: two-faults\nrepoUrl: http://example.org\ncountDownloads: path:"a" OR\n';
    const { problems } = buildTree(makeTree({ "two-faults.yaml": text }));
    expect(problems.map((p) => `${p.line}:${p.column} ${p.path} ${p.code}`)).toEqual(["4:10 repoUrl schema", "5:28 countDownloads query"]);
  });

  it("a task named twice in pipelineTags is reported", () => {
    const text =
      "id: twice\nprettyLabel: Twice\nrepoName: twice\nrepoUrl: https://example.org/twice\npipelineTags: [text-generation, fill-mask, text-generation]\n";
    const { text: report } = buildTree(makeTree({ "twice.yaml": text }));
    expect(report).toBe('libraries/twice.yaml:5:44 pipelineTags[2]: "text-generation" is listed twice; remove the repeat\n');
  });

  it("a .yml library file fails the build instead of being skipped", () => {
    const { text } = buildTree(makeTree({ "mislabelled.yml": "id: mislabelled\n", "Shouting.YAML": "id: shouting\n" }));
    expect(text).toBe(
      "libraries/mislabelled.yml: library files must end in .yaml; this one is not read; rename it to libraries/mislabelled.yaml\n" +
        "libraries/Shouting.YAML: library files must end in .yaml; this one is not read; rename it to libraries/Shouting.yaml\n",
    );
  });

  it("sorts ids the same whatever the machine's locale (Lithuanian puts y before j)", () => {
    const lib = (id: string) => `id: ${id}\nprettyLabel: Library ${id}\nrepoName: ${id}\nrepoUrl: https://example.org/${id}\n`;
    const root = makeTree({ "ja.yaml": lib("ja"), "ya.yaml": lib("ya"), "ia.yaml": lib("ia") });
    const script = `const { buildRegistry } = await import(${JSON.stringify(path.join(ROOT, "scripts/registry/build.ts"))});
      const text = buildRegistry(${JSON.stringify(root)}).files.find((f) => f.path.endsWith("libraries.ts")).content;
      console.log(JSON.stringify(text.match(/"(ia|ja|ya)": \\{/g)));`;
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        encoding: "utf8",
        cwd: ROOT,
        env: { ...process.env, LC_ALL: "lt_LT.UTF-8", LANG: "lt_LT.UTF-8" },
      });
      expect(run.stderr).toBe("");
      expect(JSON.parse(run.stdout)).toEqual(['"ia": {', '"ja": {', '"ya": {']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("the example file alone builds cleanly", () => {
    expect(buildTree(makeTree({})).problems).toEqual([]);
  });

  it("a wrong field type and an unknown task in two files are both reported", async () => {
    const { problems, text } = buildTree(treeWithFixtures("bad-wrong-type.yaml", "bad-unknown-task.yaml"));
    expect(problems.map((p) => `${p.file}:${p.line} ${p.path}`)).toEqual([
      "libraries/bad-unknown-task.yaml:8 pipelineTags[1]",
      "libraries/bad-wrong-type.yaml:5 filter",
    ]);
    await expectGolden(text, path.join(GOLDEN, "two-files.txt"));
  });

  it("npm run registry exits 1 on such a tree, prints every problem, and writes nothing", async () => {
    const root = treeWithFixtures("bad-wrong-type.yaml", "bad-unknown-task.yaml");
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/build-registry.ts"), root], { encoding: "utf8", cwd: ROOT });
      expect(run.status).toBe(1);
      expect(fs.existsSync(path.join(root, "engine"))).toBe(false);
      await expectGolden(run.stderr, path.join(GOLDEN, "two-files-cli.txt"));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("inline snippet templates", () => {
  it("a raw value in an inline template is reported on its own line of the YAML file", () => {
    const text = [
      "id: inline-bad",
      "prettyLabel: Inline Bad",
      "repoName: inline-bad",
      "repoUrl: https://github.com/example/inline-bad",
      "snippets:",
      "  - template: |-",
      "      from x import Model",
      "      model = Model({{model.id}})",
      '  - template: "print({{model.id}})"',
      "",
    ].join("\n");
    const { problems } = buildTree(makeTree({ "inline-bad.yaml": text }));
    expect(problems.map((p) => `${p.line} ${p.path}`)).toEqual([
      "8 snippets[0].template (libraries/inline-bad/inline-0)",
      "9 snippets[1].template (libraries/inline-bad/inline-1)",
    ]);
  });
});
