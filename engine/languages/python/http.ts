/** Python's raw-HTTP client, `requests`: request code, multipart forms and job polling. */
import { literalWith } from "../../inference/code/code.js";
import type { HttpTarget } from "../../inference/contract/http-target.js";
import { baseName } from "../../inference/code/multipart-code.js";
import type { JsonPath } from "../../inference/call/polling.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";

const subscripts = (lang: LanguageModule, path: JsonPath) => path.map((k) => `[${lang.lit(k)}]`).join("");

export function pythonTarget(lang: LanguageModule): HttpTarget {
  return {
    readFile: (variable, path) => `with open(${lang.str(path)}, "rb") as f:\n    ${variable} = base64.b64encode(f.read()).decode("utf-8")\n`,
    request({ headers, body, resultPath, payload, fileReads, chat }) {
      let prepare = fileReads;
      if (body.kind === "binary") prepare += `with open(${lang.str(body.file.file)}, "rb") as f:\n    data = f.read()\n`;
      return {
        prepare,
        headers: literalWith(lang, headers, 0),
        body: body.kind === "json" ? payload(0) : "data",
        resultPath: subscripts(lang, resultPath),
        // The chat-mode templates assign the same literal to `payload`.
        chat: chat ? () => ({ payload: payload(0), payloadPrepare: fileReads.trimEnd() }) : undefined,
      };
    },
    multipart(_lang, fields) {
      const files = fields.filter((f) => f.file);
      const values = fields.filter((f) => !f.file);
      let prepare = "";
      const entries = files.map((f, i) => {
        const variable = `${lang.ident(f.name)}_bytes`;
        prepare += `with open(${lang.str(f.file!.file)}, "rb") as f:\n    ${variable} = f.read()\n`;
        return `${lang.str(f.name)}: (${lang.str(baseName(f.file!.file))}, ${variable}, ${lang.str(f.file!.mime)})${i < files.length - 1 ? "," : ""}`;
      });
      prepare += `files = {${entries.join(" ")}}\n`;
      prepare += `data = ${lang.lit(Object.fromEntries(values.map((f) => [f.name, f.value ?? ""])), 0)}\n`;
      return { prepare, body: "files=files, data=data" };
    },
    poll: {
      imports(spec) {
        const parts = [...spec.statusUrl, ...(spec.resultUrl ?? [])];
        const names = [
          ...(parts.some((p) => "field" in p && p.take === "pathname") ? ["urlparse"] : []),
          ...(parts.some((p) => "field" in p && p.take === "encoded") ? ["quote"] : []),
        ];
        return ["import time", ...(names.length ? [`from urllib.parse import ${names.join(", ")}`] : [])].join("\n");
      },
      interval: (seconds) => String(seconds),
      join: (pieces) => pieces.join(" + "),
      field(part) {
        const value = `job${subscripts(lang, part.field)}`;
        if (part.take === "pathname") return `urlparse(${value}).path`;
        if (part.take === "encoded") return `quote(str(${value}), safe="")`;
        return `str(${value})`;
      },
      test(test) {
        const read = test.path.reduce<string>((acc, k, i) => `${acc}.get(${lang.lit(k)}${i < test.path.length - 1 ? ", {}" : ""})`, "status");
        return test.values.length === 1 ? `${read} == ${lang.str(test.values[0]!)}` : `${read} in ${lang.lit(test.values)}`;
      },
      resultPath: (path) => subscripts(lang, path),
    },
  };
}
