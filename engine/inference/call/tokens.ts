/**
 * Where a snippet's token comes from. Without `accessToken` the code reads an environment
 * variable: `HF_TOKEN` for calls routed through the hub, the provider's own key variable for
 * `directRequest`, `API_TOKEN` for a custom `endpointUrl`. With `accessToken`, the literal.
 */
import type { LanguageModule } from "../contract/language-module.js";
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import type { ProviderDefinition } from "../providers/types.js";

export interface TokenSource {
  /** The variable the code reads, or undefined when the token is a literal. */
  envVar?: string;
  literal?: string;
}

export function tokenSource(request: ResolvedSnippetRequest, provider: ProviderDefinition | undefined): TokenSource {
  if (request.accessToken !== undefined) return { literal: request.accessToken };
  if (request.endpointUrl) return { envVar: "API_TOKEN" };
  if (request.directRequest && provider) return { envVar: provider.keyEnvVar };
  return { envVar: "HF_TOKEN" };
}

/** Code that evaluates to the token. */
export function tokenCode(lang: LanguageModule, token: TokenSource): string {
  return token.envVar ? lang.env(token.envVar) : lang.str(token.literal ?? "");
}

/** Code for a header value `<prefix> <token>` (prefix may be empty). */
export function authValueCode(lang: LanguageModule, prefix: string, token: TokenSource): string {
  const head = prefix ? `${prefix} ` : "";
  if (!token.envVar) return lang.str(head + (token.literal ?? ""));
  if (!head) return lang.env(token.envVar);
  // The language's concatenation (in sh two adjacent words form one argument: 'Bearer '"$HF_TOKEN").
  return `${lang.str(head)}${lang.concat ?? " + "}${lang.env(token.envVar)}`;
}
