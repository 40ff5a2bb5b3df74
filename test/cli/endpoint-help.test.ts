/**
 * `--endpoint-url` in the snippets command's help: it lists the forms people paste (root,
 * `/v1`, `/v1/`, a full `/chat/completions` URL), and every listed form gives the same
 * snippets, so the help promises nothing the engine does not do.
 */
import { describe, expect, it } from "vitest";
import { snippetsCommand } from "../../engine/cli/commands/snippets.js";
import { getInferenceSnippets } from "../../engine/index.js";

/** The help's lines about --endpoint-url: its own line and the indented lines under it. */
function endpointHelp(): string {
  const lines = snippetsCommand.help.split("\n");
  const start = lines.findIndex((l) => l.trimStart().startsWith("--endpoint-url"));
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => !/^ {20,}\S/.test(l));
  return [lines[start], ...rest.slice(0, end < 0 ? rest.length : end)].join("\n");
}

describe("--endpoint-url help", () => {
  it("lists the root, /v1, /v1/ and a full /chat/completions URL", () => {
    const help = endpointHelp();
    const forms = help.match(/https:\/\/host\S*/g)!.map((f) => f.replace(/[),.;]+$/, ""));
    expect(forms).toEqual(["https://host", "https://host/v1", "https://host/v1/", "https://host/v1/chat/completions"]);
  });

  it("every listed form gives the same snippets, for chat and for a generic task", () => {
    const forms = endpointHelp()
      .match(/https:\/\/host\S*/g)!
      .map((f) => f.replace(/[),.;]+$/, "").replace("host", "my-endpoint.example"));
    const models = [
      { id: "hf-org/chat-model", pipeline_tag: "text-generation", tags: ["conversational"] },
      { id: "hf-org/fill", pipeline_tag: "fill-mask" },
    ];
    for (const model of models) {
      const [first, ...others] = forms.map((endpointUrl) => getInferenceSnippets(model, { provider: "auto", endpointUrl }));
      expect(first!.length, model.id).toBeGreaterThan(0);
      for (const [i, other] of others.entries()) expect(other, `${model.id} ${forms[i + 1]}`).toEqual(first);
    }
  });
});
