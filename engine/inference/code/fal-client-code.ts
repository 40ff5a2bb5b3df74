/**
 * Code for `fal_client` snippets (python): `fal_client.subscribe(<app>, arguments={...})` with
 * the same arguments the raw-HTTP request sends (the fal-ai definition's body), files as
 * `fal_client.encode_file(<path>)` (a data URL, as the body has them), and the subscript that
 * reaches the result (a media URL, or nothing for JSON answers such as transcriptions).
 */
import type { LanguageModule } from "../contract/language-module.js";
import { Expr, literalWith } from "./code.js";
import type { HttpRequestSpec } from "../call/http-request.js";
import { EncodedFile, type BodyValue } from "../providers/types.js";

export interface FalClientCode {
  falApp: string;
  falArgs: string;
  falResult: string;
}

export function falClientCode(lang: LanguageModule, plan: HttpRequestSpec, app: string): FalClientCode {
  const body = plan.body.kind === "json" ? plan.body.json : {};
  const response = plan.response;
  const path = response.kind === "poll" ? (response.result.path ?? []) : response.kind === "url" ? response.path : [];
  // File names go through the language's string literal, never raw: rebuild the Expr with it.
  const args = withFilesQuoted(lang, body);
  return {
    falApp: lang.str(app),
    falArgs: literalWith(lang, args, 1),
    falResult: path.map((k) => `[${lang.lit(k)}]`).join(""),
  };
}

function withFilesQuoted(lang: LanguageModule, value: BodyValue): unknown {
  if (value instanceof EncodedFile) {
    const read = `fal_client.encode_file(${lang.str(value.input.file)})`;
    return new Expr(value.encoding === "dataUrl" ? read : `${read}.split(",", 1)[1]`);
  }
  if (Array.isArray(value)) return value.map((v) => withFilesQuoted(lang, v));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, withFilesQuoted(lang, v!)]),
    );
  }
  return value;
}
