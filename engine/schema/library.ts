/**
 * A library entry, as written in `libraries/<id>.yaml`. Strict: unknown keys fail the build.
 */
import { z } from "zod";
import { LANGUAGES } from "./snippet.js";

/**
 * Library ids are the hub's `library_name` values: lower-case letters, digits, ".", "_" and
 * "-", starting with a letter or digit. The hub already uses one id with capitals,
 * `PaddleOCR`; it is accepted by name (models carry it as their `library_name`), and no new
 * id may add capitals. Ids and labels are compared case-insensitively for duplicates, which
 * keeps `paddleocr` from being added beside it.
 */
export const LIBRARY_ID_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

/** Existing hub ids that break the lower-case rule, accepted as they are. */
export const MIXED_CASE_LIBRARY_IDS: ReadonlySet<string> = new Set(["PaddleOCR"]);

export const LIBRARY_ID_RULE = "an id starts with a lower-case letter or digit and holds only lower-case letters, digits, '.', '_' or '-'";

export function isValidLibraryId(id: string): boolean {
  return LIBRARY_ID_PATTERN.test(id) || MIXED_CASE_LIBRARY_IDS.has(id);
}

const httpsUrl = z.url({ protocol: /^https$/, error: "expected an https URL" });

export const LibrarySnippetSchema = z
  .object({
    /** Short name shown above the snippet, e.g. "pipeline" or "auto classes". */
    name: z.string().min(1).optional(),
    language: z.enum(LANGUAGES).default("python"),
    /** Inline Handlebars template. */
    template: z.string().min(1).optional(),
    /** A template under `templates/libraries/<id>/`, without the `.hbs` extension. */
    file: z.string().min(1).optional(),
  })
  .strict()
  .refine((s) => (s.template === undefined) !== (s.file === undefined), {
    message: "a snippet needs exactly one of `template` or `file`",
  });

export const LibraryEntrySchema = z
  .object({
    id: z.string().refine(isValidLibraryId, LIBRARY_ID_RULE),
    prettyLabel: z.string().min(1),
    repoName: z.string().min(1),
    repoUrl: httpsUrl,
    docsUrl: httpsUrl.optional(),
    /** Whether the hub offers the library as a search filter. */
    filter: z.boolean().default(false),
    /** The download-counting query; absent means the hub's default files. */
    countDownloads: z.string().min(1).optional(),
    /** Pipeline tags the library serves. */
    pipelineTags: z.array(z.string()).default([]),
    /** A plugin in `engine/plugins/<name>.ts` that computes the snippet context. */
    plugin: z.string().min(1).optional(),
    snippets: z.array(LibrarySnippetSchema).default([]),
  })
  .strict();

export type LibraryEntry = z.output<typeof LibraryEntrySchema>;
export type LibrarySnippetSpec = z.output<typeof LibrarySnippetSchema>;
