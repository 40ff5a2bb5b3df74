/**
 * Code for multipart/form-data bodies (OpenAI-style transcription routes): python builds
 * `files` and `data` for `requests.post(..., files=files, data=data)`, js a `FormData` named
 * `form`, sh curl's `-F` / `--form-string` arguments. No Content-Type header is written: each
 * client sets it with the boundary.
 */
import type { LanguageModule } from "../languages/types.js";
import type { MultipartField } from "./polling.js";

export interface MultipartCode {
  /** Lines that build the form (python, js), ending with a newline. */
  prepare: string;
  /** python: `files=files, data=data`; js: `form`; sh: the curl form arguments. */
  body: string;
}

export function multipartCode(lang: LanguageModule, fields: MultipartField[]): MultipartCode {
  const files = fields.filter((f) => f.file);
  const values = fields.filter((f) => !f.file);
  if (lang.id === "python") {
    let prepare = "";
    const entries = files.map((f, i) => {
      const variable = `${lang.ident(f.name)}_bytes`;
      prepare += `with open(${lang.str(f.file!.file)}, "rb") as f:\n    ${variable} = f.read()\n`;
      return `${lang.str(f.name)}: (${lang.str(baseName(f.file!.file))}, ${variable}, ${lang.str(f.file!.mime)})${i < files.length - 1 ? "," : ""}`;
    });
    prepare += `files = {${entries.join(" ")}}\n`;
    prepare += `data = ${lang.lit(Object.fromEntries(values.map((f) => [f.name, f.value ?? ""])), 0)}\n`;
    return { prepare, body: "files=files, data=data" };
  }
  if (lang.id === "js") {
    let prepare = "const form = new FormData();\n";
    for (const f of files) {
      const blob = `new Blob([fs.readFileSync(${lang.str(f.file!.file)})], { type: ${lang.str(f.file!.mime)} })`;
      prepare += `form.append(${lang.str(f.name)}, ${blob}, ${lang.str(baseName(f.file!.file))});\n`;
    }
    for (const f of values) prepare += `form.append(${lang.str(f.name)}, ${lang.str(f.value ?? "")});\n`;
    return { prepare, body: "form" };
  }
  // curl reads `name=@"file";type=mime`: inside the double quotes only `"` and `\` need a backslash.
  const args = files.map((f) => {
    const name = f.file!.file.replace(/[\\"]/g, (c) => `\\${c}`);
    return `-F ${lang.str(`${f.name}=@"${name}";type=${checkedMime(f.file!.mime)}`)}`;
  });
  // --form-string sends the text as it is (-F would read a leading @ or < as a file).
  for (const f of values) args.push(`--form-string ${lang.str(`${f.name}=${f.value ?? ""}`)}`);
  return { prepare: "", body: args.join(" \\\n    ") };
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
