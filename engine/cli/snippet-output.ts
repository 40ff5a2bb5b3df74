/** Text output of a list of snippets: each under a `==> language/client (name) <==` header. */
import type { Snippet } from "../schema/snippet.js";

export function formatSnippets(snippets: readonly (Snippet & { name?: string })[]): string {
  return snippets
    .map((s) => {
      const name = s.name ? ` (${s.name})` : "";
      const body = s.content.endsWith("\n") ? s.content : `${s.content}\n`;
      return `==> ${s.language}/${s.client}${name} <==\n${body}`;
    })
    .join("\n");
}
