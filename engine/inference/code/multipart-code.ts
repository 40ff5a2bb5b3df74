/**
 * Code for multipart/form-data bodies (OpenAI-style transcription routes), written by the
 * language plugin's target (python `files`/`data`, js `FormData`, curl `-F`, …). No
 * Content-Type header is written: each client sets it with the boundary.
 */
import type { LanguageModule } from "../contract/language-module.js";
import type { FormCode, HttpTarget } from "../contract/http-target.js";
import type { MultipartField } from "../call/polling.js";

export type MultipartCode = FormCode;

export function multipartCode(target: HttpTarget, lang: LanguageModule, fields: MultipartField[]): MultipartCode {
  return target.multipart(lang, fields);
}

/** A path's last component. */
export const baseName = (file: string) => file.replace(/^.*[\\/]/, "");

/**
 * MIME types come from our own tables and are printed into shell words without quoting of
 * their own; anything but `type/subtype` would need it, so refuse it.
 */
export function checkedMime(mime: string): string {
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(mime)) throw new Error(`unexpected MIME type ${JSON.stringify(mime)}`);
  return mime;
}
