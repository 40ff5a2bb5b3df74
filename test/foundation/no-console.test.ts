/**
 * The engine returns what it has to say (errors, a model plan's warnings, a snippet's `warnings`)
 * and never writes to the console: only the command line (engine/cli/), a program, prints. The
 * generated templates are exempt: they hold the text of snippets, whose code may log. Nor does
 * the viewer replace the console to catch what the engine says.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/reference.js";

function sources(folder: string, skip: readonly string[] = []): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(ts|tsx|mjs|js)$/.test(d.name))
    .map((d) => path.relative(ROOT, path.join(d.parentPath, d.name)).split(path.sep).join("/"))
    .filter((file) => !skip.some((prefix) => file.startsWith(prefix)));
}

const matching = (files: string[], pattern: RegExp) => files.filter((file) => pattern.test(fs.readFileSync(path.join(ROOT, file), "utf8")));

describe("the console", () => {
  it("is written by no engine module outside the command line", () => {
    const files = sources("engine", ["engine/cli/", "engine/generated/"]);
    expect(files.length).toBeGreaterThan(100);
    expect(matching(files, /\bconsole\s*\.\s*\w+/)).toEqual([]);
  });

  it("is never replaced by the viewer", () => {
    expect(matching(sources("viewer/src"), /\bconsole\s*\.\s*\w+\s*=[^=]/)).toEqual([]);
  });
});
