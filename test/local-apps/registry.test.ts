/**
 * The registry build over local-app folders: a valid folder compiles into
 * engine/generated/local-apps.ts, and bad ones are all reported at once, each with
 * file:line:column, field and hint.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "../../engine/errors/atlas-error.js";
import { buildRegistry } from "../../scripts/registry/build.js";
import { makeTree } from "../registry/fixture-tree.js";

function tree(apps: Record<string, Record<string, string>>): string {
  const root = makeTree({});
  for (const [folder, files] of Object.entries(apps)) {
    fs.mkdirSync(path.join(root, "templates/local-apps", folder), { recursive: true });
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, "templates/local-apps", folder, name), text);
  }
  return root;
}

function build(root: string) {
  try {
    return buildRegistry(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const GOOD = `id: my-app
prettyLabel: My App
docsUrl: https://example.com/docs
mainTask: text-generation
offerWhen: [llama-cpp-gguf]
checkedAgainst: [https://example.com/docs/cli]
snippets:
  - title: Run it
    content: run
`;

describe("local apps in the registry build", () => {
  it("a valid folder is compiled, its template with the others", () => {
    const { files, problems } = build(tree({ "my-app": { "app.yaml": GOOD, "run.hbs": "my-app run {{str ref}}\n" } }));
    expect(problems).toEqual([]);
    const generated = files.find((f) => f.path === "engine/generated/local-apps.ts")!;
    expect(generated.content).toContain('export const LOCAL_APP_IDS = [\n  "my-app"\n] as const;');
    expect(files.find((f) => f.path === "engine/generated/local-app-templates.ts")!.content).toContain('"local-apps/my-app/run"');
  });

  it("lists every problem of every folder at once", () => {
    const bad = GOOD.replace("id: my-app", "id: other")
      .replace("[llama-cpp-gguf]", "[llama-cpp-guff]")
      .replace("mainTask: text-generation", "mainTask: text-generaton")
      .replace("content: run", "content: missing");
    const both = `${GOOD.replace("my-app", "both")}deeplink:\n  - url: "both://open/{repo}/{file}"\n`;
    const { files, problems } = build(
      tree({
        "my-app": { "app.yaml": bad },
        both: { "app.yaml": both, "run.hbs": "{{model.id}}\n" },
        empty: { "run.hbs": "x\n" },
      }),
    );
    expect(files).toEqual([]);
    const text = problems.map(formatProblem);
    expect(text).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^templates\/local-apps\/my-app\/app\.yaml:5:\d+ offerWhen\[0\]: .*"llama-cpp-guff"/),
        expect.stringMatching(/^templates\/local-apps\/both\/app\.yaml.*an app needs exactly one of `deeplink` or `snippets`/),
        expect.stringMatching(/^templates\/local-apps\/both\/run\.hbs:1:\d+ model\.id: \{\{model\.id\}\} prints a raw value/),
        expect.stringMatching(/^templates\/local-apps\/empty: a local-app folder needs an app\.yaml/),
      ]),
    );
    // With the schema problems fixed, the cross-file checks speak.
    const crossFile = build(
      tree({
        "my-app": {
          "app.yaml": GOOD.replace("id: my-app", "id: other")
            .replace("mainTask: text-generation", "mainTask: text-generaton")
            .replace("content: run", "content: missing"),
        },
      }),
    );
    expect(crossFile.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/app\.yaml:1:5 id: id "other" does not match the folder name; rename the folder/),
      expect.stringMatching(/app\.yaml:4:11 mainTask: "text-generaton" is not a task; did you mean "text-generation"\?/),
      expect.stringMatching(/app\.yaml:9:14 snippets\[0\]\.content: templates\/local-apps\/my-app\/missing\.hbs does not exist/),
    ]);
    const placeholder = build(
      tree({ x: { "app.yaml": GOOD.replace("my-app", "x").replace(/snippets:[\s\S]*/, 'deeplink:\n  - url: "x://open/{repo}/{file}"\n') } }),
    );
    expect(placeholder.problems.map(formatProblem)).toEqual([expect.stringMatching(/deeplink\[0\]\.url: \{file\} is not a placeholder/)]);
  });
});
