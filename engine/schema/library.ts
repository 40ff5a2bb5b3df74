/**
 * A library entry, as written in `libraries/<id>.yaml`. Strict: unknown keys fail the build.
 */
import * as z from "zod/mini";
import { useEnglishMessages } from "./zod.js";
import { LANGUAGES } from "./snippet.js";

useEnglishMessages();

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
const nonEmpty = () => z.string().check(z.minLength(1));

/** Template file and plugin names are bare names: no folders, so nothing resolves outside its folder. */
const BARE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const bareName = (what: string) => z.string().check(z.regex(BARE_NAME, `${what} is a bare name (letters, digits, '.', '_', '-'), not a path`));

export const LibrarySnippetSchema = z
  .strictObject({
    /** Short name shown above the snippet, e.g. "pipeline" or "auto classes". */
    name: z.optional(nonEmpty()),
    language: z._default(z.enum(LANGUAGES), "python"),
    /** Inline Handlebars template. */
    template: z.optional(nonEmpty()),
    /** A template under `templates/libraries/<id>/`, without the `.hbs` extension. */
    file: z.optional(bareName("a template file")),
    /**
     * A snippet the library has upstream that nobody has written here yet (`npm run upstream`
     * writes it into a scaffold): what to write. The registry build fails until it is replaced
     * by a `template` or `file`.
     */
    missing: z.optional(nonEmpty()),
  })
  .check(
    z.refine((s) => (s.missing !== undefined ? s.template === undefined && s.file === undefined : (s.template === undefined) !== (s.file === undefined)), {
      message: "a snippet needs exactly one of `template` or `file` (or `missing` alone until it is written)",
    }),
  );

export const LibraryEntrySchema = z.strictObject({
  id: z.string().check(z.refine(isValidLibraryId, LIBRARY_ID_RULE)),
  prettyLabel: nonEmpty(),
  repoName: nonEmpty(),
  repoUrl: httpsUrl,
  docsUrl: z.optional(httpsUrl),
  /**
   * The library's own documentation page for loading a model from the hub. The load call of
   * the snippets (device placement, precision, remote code, file names) follows this page.
   */
  loadDocs: z.optional(httpsUrl),
  /** Whether the hub offers the library as a search filter. */
  filter: z._default(z.boolean(), false),
  /** The download-counting query; absent means the hub's default files. */
  countDownloads: z.optional(nonEmpty()),
  /** Pipeline tags the library serves. */
  pipelineTags: z._default(z.array(z.string()), []),
  /** A plugin in `engine/plugins/<name>.ts` that computes the snippet context. */
  plugin: z.optional(bareName("a plugin")),
  snippets: z._default(z.array(LibrarySnippetSchema), []),
});

export type LibraryEntry = z.output<typeof LibraryEntrySchema>;
export type LibrarySnippetSpec = z.output<typeof LibrarySnippetSchema>;
