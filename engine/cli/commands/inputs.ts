/** `model-atlas inputs <model>`: the sample input a snippet would send for this model. */
import { getModelInputData, getModelInputSnippet } from "../../inputs/index.js";
import { HUB_OPTIONS, HUB_OPTIONS_HELP, expectPositionals, hubClientOptions, oneOf, parseCommandArgs, printHelp, type Command } from "../args.js";
import { FORMATS, json } from "../format.js";
import { describeTaskSource, modelTask } from "../../inference/call/model-task.js";
import { loadModel } from "../model-source.js";
import { note } from "../notes.js";

const OPTIONS = {
  ...HUB_OPTIONS,
  "no-wrap": { type: "boolean" },
  "no-quotes": { type: "boolean" },
  "format": { type: "string" },
} as const;

export const inputsCommand: Command = {
  name: "inputs",
  help: `Usage: model-atlas inputs <model-id | model.json | -> [options]

Prints the sample input that snippets send for the model's task: a quoted text, a JSON
object, a file name, or chat messages (chat models only: a base text-generation model gets
the prompt to continue). The model's widgetData overrides it. The task is
decided as for snippets: pipeline_tag, else the task inferenceProviderMapping names; then
a line on stderr (JSON: "taskSource") says that the mapping decided.

Options:
  --no-wrap          collapse every run of whitespace (newlines, tabs) to one space
  --no-quotes        strip one pair of outer double quotes
  --format <f>       text (default) or json ({"kind", "value"}: the data templates print)

${HUB_OPTIONS_HELP}

Examples:
  model-atlas inputs google-bert/bert-base-uncased
  model-atlas inputs ./model.json --no-wrap --no-quotes
  echo '{"id":"a/b","pipeline_tag":"text-classification"}' | model-atlas inputs - --format json`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("inputs", argv, OPTIONS);
    if (values.help) return printHelp(io, this.help);
    expectPositionals("inputs", positionals, ["model"]);
    const format = oneOf("format", values.format ?? "text", FORMATS);
    const model = await loadModel(positionals[0]!, io, hubClientOptions(values, io));
    // The same task decision as the snippets (../../inference/call/model-task.ts); "auto" weighs every provider's entry.
    const decided = modelTask(model, "auto");
    // A chat model gets messages, a base model the prompt its snippets send.
    const options = { noWrap: values["no-wrap"] === true, noQuotes: values["no-quotes"] === true, ...(decided && { chat: decided.conversational }) };
    const source = decided?.source;
    const input = source ? { ...model, pipeline_tag: decided.task } : model;
    if (format === "json") {
      io.stdout.write(json({ ...getModelInputData(input, options), ...(source && { taskSource: source }) }));
      return 0;
    }
    // stdout stays the input itself (it is piped); where the task came from goes to stderr.
    if (source) note(io, describeTaskSource(source));
    const snippet = getModelInputSnippet(input, options);
    io.stdout.write(`${typeof snippet === "string" ? snippet : JSON.stringify(snippet, null, 2)}\n`);
    return 0;
  },
};
