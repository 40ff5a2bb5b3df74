/** `model-atlas libraries [id] [--filter]`: the library registry, or one library's entry. */
import { closest } from "../../load/suggest.js";
import { getLibrary, listLibraries, tasksForLibrary, LIBRARY_IDS } from "../../registry/libraries.js";
import type { LibraryEntry } from "../../schema/library.js";
import { expectPositionals, oneOf, parseCommandArgs, printHelp, type Command } from "../args.js";
import { EXIT } from "../exit-codes.js";
import { FORMATS, fields, json, table } from "../format.js";
import { CliError } from "../io.js";

export const librariesCommand: Command = {
  name: "libraries",
  help: `Usage: model-atlas libraries [library-id] [--filter] [--format text|json]

Without an id, lists every library: id, label and the tasks it serves.
With an id, shows that library's entry (links, download-counting rule, snippets).

Options:
  --filter           list only the libraries the hub offers as a search filter
  --format <f>       text (default) or json

Examples:
  model-atlas libraries
  model-atlas libraries --filter
  model-atlas libraries diffusers --format json`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("libraries", argv, { filter: { type: "boolean" }, format: { type: "string" } });
    if (values.help) return printHelp(io, this.help);
    expectPositionals("libraries", positionals, ["library-id"], 1);
    const format = oneOf("format", values.format ?? "text", FORMATS);
    const id = positionals[0];
    if (id === undefined) {
      const libraries = listLibraries(values.filter ? { filter: true } : {});
      const withTasks = libraries.map((l) => ({ library: l, tasks: tasksForLibrary(l.id) }));
      io.stdout.write(
        format === "json"
          ? json(withTasks.map(({ library, tasks }) => ({ id: library.id, prettyLabel: library.prettyLabel, filter: library.filter, tasks })))
          : formatLibraryList(withTasks),
      );
      return 0;
    }
    const library = getLibrary(id) ?? listLibraries().find((l) => l.id.toLowerCase() === id.toLowerCase());
    if (!library) {
      const guess = closest(id, LIBRARY_IDS as readonly string[]);
      throw new CliError(
        EXIT.input,
        `Unknown library ${JSON.stringify(id)}${guess ? `; did you mean "${guess}"?` : ""}\nRun 'model-atlas libraries' for the list.`,
      );
    }
    const tasks = tasksForLibrary(library.id);
    io.stdout.write(format === "json" ? json({ ...library, tasks }) : formatLibrary(library, tasks));
    return 0;
  },
};

export function formatLibraryList(entries: readonly { library: LibraryEntry; tasks: readonly string[] }[]): string {
  const rows = entries.map(({ library, tasks }) => [library.id, library.prettyLabel, tasks.join(", ")]);
  return `${table([["ID", "LABEL", "TASKS"], ...rows])}\n${entries.length} ${entries.length === 1 ? "library" : "libraries"}\n`;
}

export function formatLibrary(library: LibraryEntry, tasks: readonly string[]): string {
  return `${fields([
    ["Library", library.id],
    ["Label", library.prettyLabel],
    ["Repository", `${library.repoName} <${library.repoUrl}>`],
    ["Docs", library.docsUrl],
    ["Hub filter", library.filter ? "yes" : "no"],
    ["Downloads", library.countDownloads ?? "default files"],
    ["Tasks", tasks.join(", ")],
    ["Snippets", library.snippets.length ? library.snippets.map((s, i) => `${s.name ?? `#${i + 1}`} (${s.language})`).join(", ") : "none"],
    ["Plugin", library.plugin],
  ])}\n`;
}
