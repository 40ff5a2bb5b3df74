/**
 * `serve --resource <uri>=<file>`: text files the operator adds to the MCP resources (a usage
 * policy, notes for the agents that call the service), read once at start. The file's extension
 * gives the media type; its name is the resource's name.
 */
import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import type { TextDocument } from "../../mcp/server.js";
import { EXIT } from "../exit-codes.js";
import { describeFsError } from "../fs-errors.js";
import { CliError } from "../io.js";

const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s=]+$/;
const MEDIA: Record<string, string> = { ".md": "text/markdown", ".markdown": "text/markdown", ".json": "application/json" };

/** Each `<uri>=<file>` read into a document; a malformed value or an unreadable file stops the command, named. */
export function readDocuments(values: readonly string[] | undefined): TextDocument[] {
  const documents: TextDocument[] = [];
  for (const value of values ?? []) {
    const cut = value.indexOf("=");
    const uri = cut < 0 ? "" : value.slice(0, cut);
    const file = cut < 0 ? "" : value.slice(cut + 1);
    if (!URI.test(uri) || !file)
      throw new CliError(EXIT.usage, `--resource expects <uri>=<file> with a URI such as docs://policy (no spaces or "="), got ${JSON.stringify(value)}`);
    if (documents.some((d) => d.uri === uri)) throw new CliError(EXIT.usage, `--resource ${uri} is given twice`);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      throw new CliError(EXIT.io, `--resource ${uri}: cannot read ${file}: ${describeFsError(error)}`);
    }
    documents.push({ uri, name: basename(file), mimeType: MEDIA[extname(file).toLowerCase()] ?? "text/plain", text });
  }
  return documents;
}
