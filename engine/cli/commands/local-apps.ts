/** `model-atlas local-apps <model>`: the apps that run the model on the user's own machine. */
import { getLocalApps, LOCAL_APP_IDS, type LocalAppResult } from "../../local-apps/index.js";
import { HUB_OPTIONS, HUB_OPTIONS_HELP, expectPositionals, hubClientOptions, oneOf, parseCommandArgs, printHelp, type Command } from "../args.js";
import { FORMATS, json } from "../format.js";
import { loadModel } from "../model-source.js";
import { note } from "../notes.js";
import { planModel } from "../../plan/index.js";

const OPTIONS = { ...HUB_OPTIONS, app: { type: "string" }, file: { type: "string" }, format: { type: "string" } } as const;

/** One app as text: a header line, then its URL or each snippet under its title. */
export function formatLocalApp(app: LocalAppResult): string {
  const notes = [app.kind, app.macOSOnly ? "macOS only" : "", app.file ? `file ${app.file}${app.quant ? ` (${app.quant})` : ""}` : ""].filter(Boolean);
  const head = `==> ${app.label} [${app.id}] <==\n# ${notes.join(", ")}; docs: ${app.docsUrl}\n`;
  if (app.kind === "deeplink") return `${head}${app.url}\n`;
  const body = (app.snippets ?? []).map((s) => `## ${s.title}\n${s.setup ? `${s.setup}\n\n` : ""}${s.content}\n`).join("\n");
  return `${head}${body}`;
}

export const localAppsCommand: Command = {
  name: "local-apps",
  help: `Usage: model-atlas local-apps <model-id | model.json | -> [--app ID] [--file NAME] [--format text|json]

Lists the local apps that run the model on your own machine (llama.cpp, Ollama, LM Studio,
vLLM, MLX LM, …): the link that opens a desktop app on the model, or the commands to paste.
For a GGUF repository the file is Q4_K_M when there is one, else the nearest size; every
app says which file and quantization it uses.

Options:
  --app <id>         only this app (${LOCAL_APP_IDS.length} apps: ${LOCAL_APP_IDS.join(", ")})
  --file <name>      the GGUF file to use instead (any part of a split file names the whole)
  --format <f>       text (default: each app under a '==>' header) or json

${HUB_OPTIONS_HELP}

Examples:
  model-atlas local-apps bartowski/Llama-3.2-3B-Instruct-GGUF
  model-atlas local-apps bartowski/Llama-3.2-3B-Instruct-GGUF --app ollama --file Llama-3.2-3B-Instruct-Q8_0.gguf
  model-atlas local-apps ./model.json --format json`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("local-apps", argv, OPTIONS);
    if (values.help) return printHelp(io, this.help);
    expectPositionals("local-apps", positionals, ["model"]);
    const format = oneOf("format", values.format ?? "text", FORMATS);
    const app = values.app === undefined ? undefined : oneOf("app", values.app, LOCAL_APP_IDS);
    const model = await loadModel(positionals[0]!, io, hubClientOptions(values, io));
    const apps = getLocalApps(model, { app, file: values.file });
    if (format === "json") io.stdout.write(json(apps));
    else if (apps.length) io.stdout.write(apps.map(formatLocalApp).join("\n"));
    else
      note(
        io,
        `no local app runs ${model.id}${app ? ` in ${app}` : ""}${app ? "" : ` (${planModel(model).absent.find((a) => a.what === "local")?.reason ?? "none offers it"})`}`,
      );
    return 0;
  },
};
