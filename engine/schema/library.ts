/**
 * A library entry, as written in `libraries/<id>.yaml`. Strict: unknown keys fail the build.
 */
import { z } from "zod";
import { LANGUAGES } from "./snippet.js";

/**
 * Library ids are the hub's `library_name` values. Nearly all are lower case, but the hub
 * really uses `PaddleOCR`, so upper case is allowed; ids and labels are compared
 * case-insensitively for duplicates, which keeps `paddleocr` from being added beside it.
 */
export const LIBRARY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

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
    id: z.string().regex(LIBRARY_ID_PATTERN, "an id starts with a letter or digit and holds only letters, digits, '.', '_' or '-'"),
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
