/** JavaScript's raw-HTTP client, `fetch`: request code, multipart forms and job polling. */
import { literalWith } from "../../inference/code/code.js";
import type { HttpTarget } from "../../inference/contract/http-target.js";
import { baseName } from "../../inference/code/multipart-code.js";
import type { JsonPath } from "../../inference/call/polling.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";

const subscripts = (lang: LanguageModule, path: JsonPath) => path.map((k) => `[${lang.lit(k)}]`).join("");

export function jsTarget(lang: LanguageModule): HttpTarget {
  return {
    readFile: (variable, path) => `const ${variable} = fs.readFileSync(${lang.str(path)}).toString("base64");\n`,
    request({ headers, body, resultPath, payload, fileReads, chat }) {
      return {
        prepare: fileReads,
        headers: literalWith(lang, headers, 1),
        body: body.kind === "json" ? `JSON.stringify(${payload(1)})` : `fs.readFileSync(${lang.str(body.file.file)})`,
        resultPath: subscripts(lang, resultPath),
        // The chat-mode templates keep the headers and the payload in constants at the top level.
        chat: chat ? () => ({ payload: payload(0), payloadPrepare: fileReads.trimEnd(), headers: literalWith(lang, headers, 0) }) : undefined,
      };
    },
    multipart(_lang, fields) {
      let prepare = "const form = new FormData();\n";
      for (const f of fields.filter((x) => x.file)) {
        const blob = `new Blob([fs.readFileSync(${lang.str(f.file!.file)})], { type: ${lang.str(f.file!.mime)} })`;
        prepare += `form.append(${lang.str(f.name)}, ${blob}, ${lang.str(baseName(f.file!.file))});\n`;
      }
      for (const f of fields.filter((x) => !x.file)) prepare += `form.append(${lang.str(f.name)}, ${lang.str(f.value ?? "")});\n`;
      return { prepare, body: "form" };
    },
    poll: {
      interval: (seconds) => String(Math.round(seconds * 1000)),
      join: (pieces) => pieces.join(" + "),
      field(part) {
        const value = `job${subscripts(lang, part.field)}`;
        if (part.take === "pathname") return `new URL(${value}).pathname`;
        if (part.take === "encoded") return `encodeURIComponent(${value})`;
        return `String(${value})`;
      },
      test(test) {
        const read = `status${test.path.map((k) => `?.[${lang.lit(k)}]`).join("")}`;
        return test.values.length === 1 ? `${read} === ${lang.str(test.values[0]!)}` : `${lang.lit(test.values)}.includes(${read})`;
      },
      resultPath: (path) => subscripts(lang, path),
    },
  };
}
