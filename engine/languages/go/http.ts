/**
 * Go's raw-HTTP client, the standard library's `net/http`: a `headers` map, the body as bytes
 * (JSON marshalled from a literal, a file read whole, or a multipart form), and job polling
 * over answers decoded into `any` and read with the program's `at` helper.
 */
import { Expr } from "../../inference/code/code.js";
import type { HttpTarget } from "../../inference/contract/http-target.js";
import { baseName, checkedMime } from "../../inference/code/multipart-code.js";
import type { JsonPath } from "../../inference/call/polling.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";

/** `at(value, "a", 0)`: the part of a decoded JSON answer at a path (nil when missing). */
const at = (lang: LanguageModule, value: string, path: JsonPath) => `at(${[value, ...path.map((k) => lang.lit(k))].join(", ")})`;

/** The path as further arguments of `at`: `, "data", 0` (or "" for the whole answer). */
const pathArgs = (lang: LanguageModule, path: JsonPath) => path.map((k) => `, ${lang.lit(k)}`).join("");

/** A `map[string]string` literal; an `Expr` value is printed as its code. */
function headersLiteral(lang: LanguageModule, headers: Record<string, unknown>): string {
  const lines = Object.entries(headers).map(([k, v]) => `        ${lang.str(k)}: ${v instanceof Expr ? v.code : lang.str(String(v))},\n`);
  return `map[string]string{\n${lines.join("")}    }`;
}

export function goTarget(lang: LanguageModule): HttpTarget {
  return {
    readFile: (variable, path) => `    ${variable} := base64.StdEncoding.EncodeToString(readFile(${lang.str(path)}))\n`,
    request({ formBody, headers, body, resultPath, payload, fileReads, chat }) {
      let prepare = fileReads;
      let code: string;
      if (body.kind === "binary") code = `readFile(${lang.str(body.file.file)})`;
      // A multipart form is built by multipart() below; the JSON stand-in is not sent.
      else if (formBody) code = "";
      else {
        prepare += `    payload, err := json.Marshal(${payload(1)})\n    check(err)\n`;
        code = "payload";
      }
      return {
        prepare,
        headers: headersLiteral(lang, headers),
        body: code,
        resultPath: pathArgs(lang, resultPath),
        // The chat-mode templates assign the literal to `payload` (a `map[string]any`) after the files are read.
        chat: chat && body.kind === "json" && !formBody ? () => ({ payload: payload(1), payloadPrepare: fileReads.trimEnd() }) : undefined,
      };
    },
    multipart(_lang, fields) {
      let prepare = "    var form bytes.Buffer\n    writer := multipart.NewWriter(&form)\n";
      // addFile (the program's helper) labels the part with the file's type, as the other languages do.
      for (const f of fields.filter((x) => x.file)) {
        prepare += `    addFile(writer, ${lang.str(f.name)}, ${lang.str(baseName(f.file!.file))}, readFile(${lang.str(f.file!.file)}), ${lang.str(checkedMime(f.file!.mime))})\n`;
      }
      for (const f of fields.filter((x) => !x.file)) prepare += `    check(writer.WriteField(${lang.str(f.name)}, ${lang.str(f.value ?? "")}))\n`;
      prepare += `    check(writer.Close())\n    headers["Content-Type"] = writer.FormDataContentType()\n`;
      return { prepare, body: "form.Bytes()" };
    },
    poll: {
      interval: (seconds) => (Number.isInteger(seconds) ? `${seconds} * time.Second` : `${Math.round(seconds * 1000)} * time.Millisecond`),
      join: (pieces) => pieces.join(" + "),
      field(part) {
        const value = `fmt.Sprint(${at(lang, "job", part.field)})`;
        if (part.take === "pathname") return `urlPath(${value})`;
        // Every byte but the unreserved ones escaped, for a path segment or a query value alike: PathEscape
        // keeps "&", "=" and "+", which a query reads as separators and a space.
        if (part.take === "encoded") return `strings.ReplaceAll(url.QueryEscape(${value}), "+", "%20")`;
        return value;
      },
      test(test) {
        const read = at(lang, "status", test.path);
        return test.values.map((v) => `${read} == ${lang.str(v)}`).join(" || ");
      },
      resultPath: (path) => pathArgs(lang, path),
    },
  };
}
