/**
 * Checks of the provider, language and client a command line names, against the engine's own
 * tables, so a typo is answered with the list of valid values instead of an empty result.
 */
import { CLIENTS } from "../languages/clients.js";
import { PROVIDERS } from "../inference/providers/index.js";
import { LANGUAGES, type Language } from "../schema/snippet.js";
import { closest } from "../load/suggest.js";
import { EXIT } from "./exit-codes.js";
import { CliError } from "./io.js";

/** `auto` lets the hub's router pick a provider from the model's mapping. */
export function providerIds(): string[] {
  return ["auto", ...PROVIDERS.keys()];
}

export function checkProvider(value: string): string {
  return checkValue("provider", value, providerIds());
}

export function checkLanguage(value: string): Language {
  return checkValue("language", value, LANGUAGES) as Language;
}

/** Every client of every language, in language order. */
export function clientIds(): string[] {
  return [...new Set(Object.values(CLIENTS).flat())];
}

export function checkClient(value: string, language: Language | undefined): string {
  const valid = language ? CLIENTS[language] : clientIds();
  return checkValue(language ? `client for ${language}` : "client", value, valid);
}

function checkValue(what: string, value: string, valid: readonly string[]): string {
  if (valid.includes(value)) return value;
  const guess = closest(value, valid);
  throw new CliError(EXIT.usage, `Unknown ${what} ${JSON.stringify(value)}${guess ? ` (did you mean "${guess}"?)` : ""}; valid values: ${valid.join(", ")}`);
}
