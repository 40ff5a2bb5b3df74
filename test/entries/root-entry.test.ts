/**
 * The root entry holds everything (README.md, "Install"): every value a subpath entry exports
 * (engine/entries/*.ts) is exported by engine/index.ts too, as the same object, but for the
 * names below, which exist to add languages to `model-atlas/inference`: the root has every
 * language and chat mode built in (`LANGUAGE_PLUGINS`).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as root from "../../engine/index.js";

const ENTRIES = path.resolve(import.meta.dirname, "../../engine/entries");
/** Names the root exports as another value on purpose, with why. */
const OWN_IN_ROOT: Record<string, string> = {
  getInferenceSnippets: "the root's has every language and chat mode built in",
};
/** Names the root leaves out, with why. */
const NOT_IN_ROOT: Record<string, string> = {
  BUILT_IN_LANGUAGES: "the languages built into /inference (python, js, sh); the root has all",
  ...Object.fromEntries(
    ["go", "ruby", "php", "java", "httpie"].flatMap((id) => [
      [id, "a language plugin for /inference; built into the root (LANGUAGE_PLUGINS)"],
      [`${id}ChatModes`, "its chat-mode pack for /inference; built into the root"],
    ]),
  ),
};

describe("the root entry", () => {
  const files = fs.readdirSync(ENTRIES).filter((f) => f.endsWith(".ts"));

  it.each(files)("exports every value of engine/entries/%s", async (file) => {
    const entry = (await import(path.join(ENTRIES, file))) as Record<string, unknown>;
    const rootValues = root as Record<string, unknown>;
    const missing = Object.keys(entry).filter((name) => !(name in rootValues) && !Object.hasOwn(NOT_IN_ROOT, name));
    expect(missing, `missing from engine/index.ts`).toEqual([]);
    for (const name of Object.keys(entry).filter((n) => n in rootValues && !Object.hasOwn(OWN_IN_ROOT, n))) expect(rootValues[name], name).toBe(entry[name]);
  });

  it("leaves out only names no entry exports any more, and has the built-in languages", () => {
    expect(Object.keys(root.LANGUAGE_PLUGINS).sort()).toEqual(["go", "java", "js", "php", "python", "ruby", "sh"]);
    expect(Object.keys(NOT_IN_ROOT).filter((name) => name in root)).toEqual([]);
  });

  it("holds the usage-card functions README.md lists", () => {
    expect(typeof root.getUsageCard).toBe("function");
    expect(typeof root.usageCardMarkdown).toBe("function");
    expect(typeof root.usageCardPrompt).toBe("function");
  });
});
