/**
 * The language list: one plugin per language, holding everything specific to it — its literal
 * helpers (the module), the clients it offers in order, the code writer of each raw-HTTP client,
 * and an optional last step over a rendered inference snippet. Shared code looks languages up
 * here and never tests which one it has. Adding a language: its module and target files, an
 * entry below, its id in `LANGUAGES` (engine/schema/snippet.ts), and `templates/<language>/`.
 */
import type { HttpTarget } from "../inference/http-target.js";
import type { Language } from "../schema/snippet.js";
import { go, goImports } from "./go.js";
import { goTarget } from "./go-http.js";
import { java, javaImports } from "./java.js";
import { javaTarget } from "./java-http.js";
import { js } from "./js.js";
import { jsTarget } from "./js-http.js";
import { php } from "./php.js";
import { phpTarget } from "./php-http.js";
import { python } from "./python.js";
import { pythonTarget } from "./python-http.js";
import { ruby, rubyRequires } from "./ruby.js";
import { rubyTarget } from "./ruby-http.js";
import { httpieTarget } from "./httpie-http.js";
import { sh } from "./sh.js";
import { shTarget } from "./sh-http.js";
import type { LanguageModule } from "./types.js";

export interface LanguagePlugin {
  module: LanguageModule;
  /** The language's name in menus. */
  label: string;
  /** Every client, in the order snippets are offered: SDKs first, then raw HTTP, then the others. */
  clients: readonly string[];
  /** The raw-HTTP clients (they send the request the provider definition describes) and their code writers. */
  http: Readonly<Record<string, HttpTarget>>;
  /** Applied to every rendered inference snippet (e.g. Go's import block, worked out from the code). */
  finish?(code: string): string;
}

export const LANGUAGE_PLUGINS: Record<Language, LanguagePlugin> = {
  python: { module: python, label: "Python", clients: ["huggingface_hub", "requests", "openai", "fal_client"], http: { requests: pythonTarget(python) } },
  js: { module: js, label: "JavaScript", clients: ["huggingface.js", "fetch", "openai"], http: { fetch: jsTarget(js) } },
  sh: { module: sh, label: "Shell", clients: ["curl", "httpie"], http: { curl: shTarget(sh), httpie: httpieTarget(sh) } },
  go: { module: go, label: "Go", clients: ["net-http"], http: { "net-http": goTarget(go) }, finish: goImports },
  ruby: { module: ruby, label: "Ruby", clients: ["net-http"], http: { "net-http": rubyTarget(ruby) }, finish: rubyRequires },
  php: { module: php, label: "PHP", clients: ["php-curl"], http: { "php-curl": phpTarget(php) } },
  java: { module: java, label: "Java", clients: ["java-net-http"], http: { "java-net-http": javaTarget(java) }, finish: javaImports },
};

/** The code writer of a raw-HTTP client, or undefined for SDK clients. */
export function httpTarget(language: Language, client: string): HttpTarget | undefined {
  const http = LANGUAGE_PLUGINS[language].http;
  return Object.hasOwn(http, client) ? http[client] : undefined;
}
