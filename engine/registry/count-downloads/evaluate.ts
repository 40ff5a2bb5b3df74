/**
 * What a countDownloads query means for one file path. The semantics below were chosen by
 * reading every real query in the registry:
 *
 * - Paths are relative to the repository root, with "/" between folders (a leading "/" or
 *   "./" is ignored). `path:"config.json"` therefore matches the root file only, not
 *   `text_encoder/config.json`; queries that mean a nested file spell out its folder
 *   (`path:"ckpt/vae/config.json"`).
 * - `path` is the whole path, `path_prefix` a prefix of it (`path_prefix:"checkpoints/"`).
 * - `path_filename` is the file's own name without its last extension, in any folder:
 *   `path_filename:"config"` matches `config.json` and `unet/config.json`;
 *   `model.weights.h5` has the file name `model.weights`.
 * - `path_extension` is the text after the last "." of the file's own name (none for
 *   `README` or `.gitattributes`). One leading "." in the query value is ignored, since
 *   `path_extension:".pth"` can only mean "pth"; a value holding a dot, such as "setup.py",
 *   can never equal a last extension and so matches nothing.
 * - `_exists_:"path_extension"` holds when the file has an extension, and
 *   `_exists_:"path_prefix"` when the file sits inside a folder (the hub indexes a prefix
 *   only for such files); `path` and `path_filename` always exist.
 * - Case: paths and names are compared exactly, as git stores them case-sensitively
 *   (`Vocoder.pt` is not `vocoder.pt`); extensions ignore case, so `MODEL.GGUF` is a gguf file.
 */
import type { QueryField, QueryNode } from "./parse.js";

export interface FileFacts {
  path: string;
  /** The folder part with its trailing "/", or undefined for a root file. */
  prefix?: string;
  filename: string;
  /** Lower-cased, without the dot; undefined when the name has none. */
  extension?: string;
}

export function describeFile(filePath: string): FileFacts {
  const path = filePath.replace(/^(\.?\/)+/, "");
  const slash = path.lastIndexOf("/");
  const base = path.slice(slash + 1);
  const dot = base.lastIndexOf(".");
  // A leading dot starts a hidden name (".gitattributes"), not an extension; so does a trailing one.
  const hasExtension = dot > 0 && dot < base.length - 1;
  return {
    path,
    prefix: slash >= 0 ? path.slice(0, slash + 1) : undefined,
    filename: hasExtension ? base.slice(0, dot) : base,
    extension: hasExtension ? base.slice(dot + 1).toLowerCase() : undefined,
  };
}

function termMatches(field: QueryField, value: string, file: FileFacts): boolean {
  switch (field) {
    case "path":
      return file.path === value;
    case "path_prefix":
      return file.path.startsWith(value);
    case "path_filename":
      return file.filename === value;
    case "path_extension":
      return file.extension !== undefined && file.extension === value.replace(/^\./, "").toLowerCase();
  }
}

function exists(field: QueryField, file: FileFacts): boolean {
  if (field === "path_prefix") return file.prefix !== undefined;
  if (field === "path_extension") return file.extension !== undefined;
  return true;
}

export function matchesQuery(node: QueryNode, file: string | FileFacts): boolean {
  const facts = typeof file === "string" ? describeFile(file) : file;
  switch (node.kind) {
    case "term":
      return termMatches(node.field, node.value, facts);
    case "exists":
      return exists(node.field, facts);
    case "and":
      return node.operands.every((n) => matchesQuery(n, facts));
    case "or":
      return node.operands.some((n) => matchesQuery(n, facts));
  }
}
