/** `model-atlas library-snippets <model>`: the code that loads the model with its own library. */
import { getLibrarySnippets } from "../../library-snippets/index.js";
import {
  HUB_OPTIONS,
  HUB_OPTIONS_HELP,
  expectPositionals,
  hubClientOptions,
  oneOf,
  parseCommandArgs,
  printHelp,
  type Command,
} from "../args.js";
import { FORMATS, json } from "../format.js";
import { loadModel } from "../model-source.js";
import { formatSnippets } from "../snippet-output.js";

const OPTIONS = { ...HUB_OPTIONS, format: { type: "string" } } as const;

export const librarySnippetsCommand: Command = {
  name: "library-snippets",
  help: `Usage: model-atlas library-snippets <model-id | model.json | -> [--format text|json]

Prints the snippets of the model's library (library_name), in the order the library's
registry entry lists them. A model whose library has no snippets prints nothing.

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
    return 0;
  },
};
