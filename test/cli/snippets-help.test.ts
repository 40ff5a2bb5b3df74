/**
 * The snippets command's help names every language and every client the engine has, so a language
 * added as a plugin shows up in `--help` without anyone editing the text.
 */
import { describe, expect, it } from "vitest";
import { snippetsCommand } from "../../engine/cli/commands/snippets.js";
import { CLIENTS } from "../../engine/languages/clients.js";
import { LANGUAGES } from "../../engine/schema/snippet.js";

/** The text of an option: its own line and the lines indented under it, joined. */
function option(flag: string): string {
  const lines = snippetsCommand.help.split("\n");
  const start = lines.findIndex((l) => l.includes(flag));
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => !/^ {20,}\S/.test(l));
  return [lines[start] ?? "", ...rest.slice(0, end < 0 ? rest.length : end)].map((l) => l.trim()).join(" ");
}

describe("snippets --help", () => {
  it("lists every language, in the engine's order", () => {
    expect(option("--language").split(": ")[1]).toBe(LANGUAGES.join(", "));
  });

  it("lists every client of every language once", () => {
    const listed = option("--client").split(": ")[1]!.split(/,\s*/);
    expect(new Set(listed)).toEqual(new Set(Object.values(CLIENTS).flat()));
    expect(listed.length).toBe(new Set(listed).size);
  });

  it("wraps the client list within 88 characters, under the option's text", () => {
    const lines = snippetsCommand.help.split("\n");
    const start = lines.findIndex((l) => l.includes("--client"));
    const block = lines.slice(start, start + 3);
    expect(block.filter((l) => l.length > 88)).toEqual([]);
    expect(block.slice(1).every((l) => /^ {25}\S/.test(l ?? ""))).toBe(true);
  });
});
