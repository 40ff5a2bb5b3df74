/**
 * Java's raw-HTTP client, the standard library's `java.net.http.HttpClient`: a `headers` map,
 * the body as bytes (JSON written by the program's `json` helper from a literal, a file read
 * whole, or a multipart form built by hand), and job polling over answers read with the
 * program's small JSON reader (`parse`) and `at` helper.
 */
import { Expr } from "../../inference/code/code.js";
import type { HttpTarget } from "../../inference/contract/http-target.js";
import { baseName, checkedMime } from "../../inference/code/multipart-code.js";
import type { JsonPath } from "../../inference/call/polling.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";

/** `at(value, "a", 0)`: the part of a parsed JSON answer at a path (null when missing). */
const at = (lang: LanguageModule, value: string, path: JsonPath) => `at(${[value, ...path.map((k) => lang.lit(k))].join(", ")})`;

/** The path as further arguments of `at`: `, "data", 0` (or "" for the whole answer). */
const pathArgs = (lang: LanguageModule, path: JsonPath) => path.map((k) => `, ${lang.lit(k)}`).join("");

/** A `headerMap(name, value, …)` call; an `Expr` value is printed as its code. */
function headersLiteral(lang: LanguageModule, headers: Record<string, unknown>): string {
  const lines = Object.entries(headers).map(([k, v]) => `            ${lang.str(k)}, ${v instanceof Expr ? v.code : lang.str(String(v))}`);
  return lines.length ? `headerMap(\n${lines.join(",\n")}\n        )` : "headerMap()";
}

export function javaTarget(lang: LanguageModule): HttpTarget {
  return {
    readFile: (variable, path) => `        String ${variable} = Base64.getEncoder().encodeToString(readFile(${lang.str(path)}));\n`,
    request({ formBody, headers, body, resultPath, payload, fileReads, chat }) {
      let prepare = fileReads;
      let code: string;
      if (body.kind === "binary") code = `readFile(${lang.str(body.file.file)})`;
      // A multipart form is built by multipart() below; the JSON stand-in is not sent.
      else if (formBody) code = "";
      else {
        prepare += `        byte[] payload = json(${payload(2)}).getBytes(StandardCharsets.UTF_8);\n`;
        code = "payload";
      }
      return {
        prepare,
        headers: headersLiteral(lang, headers),
        body: code,
        resultPath: pathArgs(lang, resultPath),
        // The chat-mode templates assign the literal to `payload` (a `Map<String, Object>`) after the files are read.
        chat: chat && body.kind === "json" && !formBody ? () => ({ payload: payload(2), payloadPrepare: fileReads.trimEnd() }) : undefined,
      };
    },
    multipart(_lang, fields) {
      let prepare = `        String boundary = "atlas-" + UUID.randomUUID();\n        ByteArrayOutputStream form = new ByteArrayOutputStream();\n`;
      for (const f of fields.filter((x) => x.file)) {
        prepare += `        addFile(form, boundary, ${lang.str(f.name)}, ${lang.str(baseName(f.file!.file))}, readFile(${lang.str(f.file!.file)}), ${lang.str(checkedMime(f.file!.mime))});\n`;
      }
      for (const f of fields.filter((x) => !x.file)) prepare += `        addField(form, boundary, ${lang.str(f.name)}, ${lang.str(f.value ?? "")});\n`;
      prepare += `        form.write(("--" + boundary + "--\\r\\n").getBytes(StandardCharsets.UTF_8));\n`;
      prepare += `        headers.put("Content-Type", "multipart/form-data; boundary=" + boundary);\n`;
      return { prepare, body: "form.toByteArray()" };
    },
    poll: {
      interval: (seconds) => String(Math.round(seconds * 1000)),
      join: (pieces) => pieces.join(" + "),
      field(part) {
        const value = `text(${at(lang, "job", part.field)})`;
        // The raw path: getPath() decodes %3C or %2F, and the URL rebuilt from it breaks (or names another path).
        if (part.take === "pathname") return `URI.create(${value}).getRawPath()`;
        if (part.take === "encoded") return `pathEscape(${value})`;
        return value;
      },
      test(test) {
        const read = at(lang, "status", test.path);
        return test.values.map((v) => `${lang.str(v)}.equals(${read})`).join(" || ");
      },
      resultPath: (path) => pathArgs(lang, path),
    },
  };
}
