/** About pages: the most used tasks each have one, with use cases, model advice and code. */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { getTask, listTasks } from "../../engine/index.js";

const MOST_USED = [
  "text-generation",
  "image-text-to-text",
  "text-to-image",
  "automatic-speech-recognition",
  "feature-extraction",
  "sentence-similarity",
  "text-classification",
  "token-classification",
  "image-classification",
  "object-detection",
  "image-to-image",
  "text-to-speech",
  "text-to-video",
  "zero-shot-classification",
  "translation",
];

describe("about pages", () => {
  it("exist for the 15 most used tasks", () => {
    for (const id of MOST_USED) expect(getTask(id, { followCanonical: false })?.about, id).toBeTruthy();
  });

  const withAbout = listTasks()
    .filter((t) => t.about)
    .map((t) => t.id);
  it.each(withAbout)("%s has use cases, model advice and a runnable example", (id) => {
    const about = getTask(id, { followCanonical: false })?.about ?? "";
    expect(about.match(/^## .+$/gm)).toEqual(["## Use cases", "## Choosing a model", "## Quick start"]);
    const code = about.match(/```(\w+)\n([\s\S]*?)```/);
    expect(code?.[1]).toBe("python");
    // Every example imports what it calls.
    expect(code?.[2]).toMatch(/^(import|from) /m);
    expect(about.split(/\s+/).length).toBeGreaterThan(150);
  });

  it("every Python example is valid Python (parsed by /usr/bin/python3)", () => {
    const blocks = withAbout.flatMap((id) =>
      [...(getTask(id, { followCanonical: false })?.about ?? "").matchAll(/```python\n([\s\S]*?)```/g)].map((m) => ({ id, code: m[1]! })),
    );
    expect(blocks.length).toBeGreaterThanOrEqual(withAbout.length);
    const check =
      "import ast, json, sys\nfor b in json.load(sys.stdin):\n    try:\n        ast.parse(b['code'])\n    except SyntaxError as e:\n        print(b['id'], e)\n";
    expect(execFileSync("/usr/bin/python3", ["-c", check], { input: JSON.stringify(blocks), encoding: "utf8" })).toBe("");
  });

  it("exist only where a full record stands beside them", () => {
    for (const task of listTasks()) if (task.about) expect(task.isPlaceholder, task.id).toBe(false);
  });
});
