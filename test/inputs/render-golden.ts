/** Renders a model's sample input in every option combination as one readable golden text. */
import { getModelInputData, getModelInputSnippet, type SampleInputModel } from "../../engine/index.js";

export const OPTION_COMBOS = [
  ["default", {}],
  ["noWrap", { noWrap: true }],
  ["noQuotes", { noQuotes: true }],
  ["noWrap + noQuotes", { noWrap: true, noQuotes: true }],
] as const;

export function renderGolden(title: string, model: SampleInputModel): string {
  const sections = [`# ${title}`, "", "## data", JSON.stringify(getModelInputData(model), null, 4)];
  for (const [name, options] of OPTION_COMBOS) {
    const snippet = getModelInputSnippet(model, options);
    sections.push("", `## ${name}`, typeof snippet === "string" ? snippet : JSON.stringify(snippet, null, 4));
  }
  return `${sections.join("\n")}\n`;
}
