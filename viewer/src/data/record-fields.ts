/**
 * The fields of a hub model record the viewer keeps (the engine's own list,
 * engine/schema/record-fields.ts), the size the paste box takes, and the hub API address that
 * returns just those fields. A record with everything else removed gives the same page.
 */
import { MODEL_RECORD_FIELDS } from "../../../engine/schema/record-fields.js";
import { isHubId } from "../../../engine/schema/hub-id.js";

export const RECORD_FIELDS = MODEL_RECORD_FIELDS;

/** The largest paste the form reads: a real record with a few thousand files is well under it. */
export const PASTE_LIMIT = 1_000_000;

/** The hub API address of a model's record, asking for the fields the viewer reads. */
export function hubApiUrl(id: string): string {
  const path = id.split("/").map(encodeURIComponent).join("/");
  return `https://huggingface.co/api/models/${path}?${RECORD_FIELDS.filter((f) => f !== "id")
    .map((f) => `expand[]=${f}`)
    .join("&")}`;
}

/** "1.0 MB", "412 KB", "980 characters". */
export function sizeText(length: number): string {
  if (length >= 1_000_000) return `${(length / 1_000_000).toFixed(1)} MB`;
  if (length >= 10_000) return `${Math.round(length / 1000)} KB`;
  return `${length.toLocaleString("en")} characters`;
}

/** What a paste is, read before any parsing: too large, a bare hub id, or text to read as JSON. */
export type PasteKind = { kind: "too-large"; length: number } | { kind: "hub-id"; id: string } | { kind: "json" };

export function classifyPaste(text: string): PasteKind {
  if (text.length > PASTE_LIMIT) return { kind: "too-large", length: text.length };
  const trimmed = text.trim();
  // A bare id, or the model's hub URL: never JSON, and short.
  const id = trimmed.replace(/^https?:\/\/(www\.)?huggingface\.co\//, "").replace(/\/+$/, "");
  if (trimmed.length <= 200 && !/^[[{"]/.test(trimmed) && id.includes("/") && isHubId(id)) return { kind: "hub-id", id };
  return { kind: "json" };
}

/** Why a paste was refused and how to make it fit; `exact` is false when only "over the limit" is known. */
export function tooLargeMessage(length: number, exact = true): string {
  const size = exact ? `is ${sizeText(length)}` : `is over ${sizeText(PASTE_LIMIT)}`;
  return [
    `The pasted text ${size}; this box reads records up to ${sizeText(PASTE_LIMIT)}, so it was not read.`,
    `Trim the record to the fields the snippets read: ${RECORD_FIELDS.join(", ")} (of siblings, only each rfilename).`,
    `The hub returns just those fields at https://huggingface.co/api/models/<id>?${RECORD_FIELDS.filter((f) => f !== "id")
      .map((f) => `expand[]=${f}`)
      .join("&")}`,
  ].join("\n");
}
