/** `model-atlas plan <model>`: what the model is and who serves it, as every surface says it. */
import { planLines, planModel } from "../../plan/index.js";
import { HUB_OPTIONS, HUB_OPTIONS_HELP, expectPositionals, hubClientOptions, oneOf, parseCommandArgs, printHelp, type Command } from "../args.js";
import { EXIT } from "../exit-codes.js";
import { FORMATS, json } from "../format.js";
import { loadModel } from "../model-source.js";

const OPTIONS = { ...HUB_OPTIONS, format: { type: "string" } } as const;

export const planCommand: Command = {
  name: "plan",
  help: `Usage: model-atlas plan <model-id | model.json | -> [options]

Prints the model plan: the task and where it came from, whether the record carries its
provider mapping, the providers code is written for, mapped providers this version does
not know, the library, the local apps, and a reason for each thing the model lacks. The
snippets, cards, export and MCP server all render this plan.

Options:
  --format <f>   text (default: one fact a line) or json (the plan as data)

${HUB_OPTIONS_HELP}

Examples:
  model-atlas plan meta-llama/Llama-3.1-8B-Instruct
  model-atlas plan ./model.json --format json`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("plan", argv, OPTIONS);
    if (values.help) return printHelp(io, this.help);
    expectPositionals("plan", positionals, ["model"]);
    const format = oneOf("format", values.format ?? "text", FORMATS);
    const model = await loadModel(positionals[0]!, io, hubClientOptions(values, io));
    const plan = planModel(model);
    io.stdout.write(format === "json" ? json(plan) : `${planLines(plan).join("\n")}\n`);
    return EXIT.ok;
  },
};
