/** `model-atlas library-snippets <model>`: the code that loads the model with its own library. */
import { getLibrarySnippets, libraryForModel } from "../../library-snippets/index.js";
import { EXIT } from "../exit-codes.js";
import { HUB_OPTIONS, HUB_OPTIONS_HELP, expectPositionals, hubClientOptions, oneOf, parseCommandArgs, printHelp, type Command } from "../args.js";
import { FORMATS, json } from "../format.js";
import { loadModel } from "../model-source.js";
import { formatSnippets } from "../snippet-output.js";

const OPTIONS = { ...HUB_OPTIONS, format: { type: "string" } } as const;

export const librarySnippetsCommand: Command = {
  name: "library-snippets",
  help: `Usage: model-atlas library-snippets <model-id | model.json | -> [--format text|json]

Prints the snippets of the model's library (library_name), in the order the library's
registry entry lists them. When there is nothing to show (no library_name in the record, a
library Model Atlas does not know, or one without snippets) it says why on stderr and exits
with 3 (text: nothing on stdout; json: []).

Options:
  --format <f>       text (default: each snippet under a '==>' header) or json

${HUB_OPTIONS_HELP}

Examples:
  model-atlas library-snippets black-forest-labs/FLUX.1-dev
  model-atlas library-snippets ./model.json --format json`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("library-snippets", argv, OPTIONS);
    if (values.help) return printHelp(io, this.help);
    expectPositionals("library-snippets", positionals, ["model"]);
    const format = oneOf("format", values.format ?? "text", FORMATS);
    const model = await loadModel(positionals[0]!, io, hubClientOptions(values, io));
    const snippets = getLibrarySnippets(model);
    io.stdout.write(format === "json" ? json(snippets) : formatSnippets(snippets));
    if (snippets.length) return 0;
    io.stderr.write(`library-snippets: ${nothingReason(model.library_name)}\n`);
    return EXIT.input;
  },
};

/** Why a record has no library snippets (getLibrarySnippets gives [] only in these cases). */
function nothingReason(libraryName: unknown): string {
  if (typeof libraryName !== "string" || !libraryName) return "the record has no library_name, so there is no library to load the model with";
  const library = libraryForModel(libraryName);
  if (!library) return `library_name ${JSON.stringify(libraryName)} is not a library Model Atlas knows (see: model-atlas libraries)`;
  return `the library ${library.id} has no loading snippets in Model Atlas`;
}
