/**
 * Runs the registry compiler on a throwaway tree of template files and reads back each
 * generated inference-template module's keys (from its text form), for tests of how templates
 * are routed to modules (test/package/httpie-split.test.ts, test/registry/chat-modes-split.test.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readTemplates } from "../../engine/template-runtime/template-text.js";
import { buildRegistry } from "../../scripts/registry/build.js";

/** Module name (`sh`, `httpie`, `chat-modes`, …) → its template keys, sorted. Throws on a registry problem. */
export function templateModuleKeys(files: Record<string, string>): Record<string, string[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-templates-"));
  try {
    fs.mkdirSync(path.join(root, "libraries"));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    const { files: out, problems } = buildRegistry(root);
    if (problems.length) throw new Error(`the registry reported problems: ${JSON.stringify(problems)}`);
    const modules = out.filter((f) => f.path.startsWith("engine/generated/inference-templates/"));
    // A module's one export is a string literal: evaluate it and read the keys from the text.
    return Object.fromEntries(
      modules.map((f) => {
        const literal = /export const TEMPLATE_DATA = (.*);\n/s.exec(f.content)![1]!;
        return [path.basename(f.path, ".ts"), Object.keys(readTemplates(new Function(`return ${literal}`)() as string)).sort()];
      }),
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
