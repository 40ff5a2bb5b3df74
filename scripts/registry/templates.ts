/**
 * Reads every `templates/**\/*.hbs`, checks the escaping rule, and checks that it compiles
 * (scripts/registry/compile-template.ts).
 *
 * The escaping rule: a template prints a value only through a literal helper
 * (`str`, `lit`, `ident`, `comment`, `env`), or a bare `{{code.*}}` path for code the
 * engine built itself. So no model id, tag or widget text can reach the output unquoted.
 */
import fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import Handlebars from "handlebars";
import type { Problem } from "../../engine/errors/atlas-error.js";
import { OUTPUT_HELPERS } from "../../engine/template-runtime/helper-names.js";
import { compileTemplate, TemplateCompileError } from "./compile-template.js";
import { rememberByText } from "./remember.js";
import { LANGUAGES } from "../../engine/schema/snippet.js";

type Node = { type: string; loc?: { start: { line: number; column: number } } } & Record<string, unknown>;

/** Template key from its path: `python/requests/basic`, `python/_partials/x`, `libraries/diffusers/lora`. */
export function templateKey(relative: string): string {
  return relative
    .replace(/\\/g, "/")
    .replace(/^templates\//, "")
    .replace(/\.hbs$/, "");
}

export function loadTemplates(root: string, problems: Problem[]): Map<string, { file: string; source: string }> {
  const out = new Map<string, { file: string; source: string }>();
  const files = fg.sync("templates/**/*.hbs", { cwd: root }).sort();
  for (const file of files) {
    const key = templateKey(file);
    const [head, second] = key.split("/");
    const validHead = head === "libraries" || head === "local-apps" || (LANGUAGES as readonly string[]).includes(head!);
    if (!validHead || key.split("/").length !== 3) {
      problems.push({
        code: "cross-file",
        file,
        message: `template is not at templates/<language>/<client>/<name>.hbs, templates/<language>/_partials/<name>.hbs or templates/libraries/<id>/<name>.hbs`,
        hint: `languages are ${LANGUAGES.join(", ")}`,
      });
      continue;
    }
    void second;
    const source = fs.readFileSync(path.join(root, file), "utf8");
    problems.push(...checkTemplate(file, source));
    out.set(key, { file, source });
  }
  return out;
}

/** Parses a template and reports every place that breaks the escaping rule (remembered per file and text). */
export const checkTemplate = rememberByText(checkTemplateText);

function checkTemplateText(file: string, source: string): Problem[] {
  let ast: Node;
  try {
    ast = Handlebars.parse(source) as unknown as Node;
  } catch (error) {
    return [syntaxProblem(file, error as Error & { lineNumber?: number })];
  }
  const problems: Problem[] = [];
  const at = (node: Node) => ({ line: node.loc?.start.line, column: (node.loc?.start.column ?? 0) + 1 });
  const walk = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as Node;
    if (n.type === "MustacheStatement") {
      const pathNode = n.path as Node & { original?: string; data?: boolean };
      const name = String(pathNode.original ?? "");
      const params = n.params as unknown[];
      if (n.escaped === false) {
        problems.push({
          code: "template",
          file,
          ...at(n),
          message: `triple-stash {{{${name}}}} is not allowed`,
          hint: "use a literal helper such as {{str value}}",
        });
      } else if (params.length > 0 || (n.hash as unknown)) {
        if (!OUTPUT_HELPERS.includes(name)) {
          problems.push({
            code: "template",
            file,
            ...at(n),
            path: name,
            message: `{{${name} …}} prints a value without a literal helper`,
            hint: `print values with ${OUTPUT_HELPERS.join(", ")}`,
          });
        }
      } else if (!(pathNode.data || name.startsWith("code.") || name === "else")) {
        problems.push({
          code: "template",
          file,
          ...at(n),
          path: name,
          message: `{{${name}}} prints a raw value`,
          hint: `wrap it in a literal helper ({{str ${name}}}) or build it in the engine as code.${name.split(".").pop()}`,
        });
      }
    }
    for (const [key, value] of Object.entries(n)) {
      if (key !== "loc" && key !== "strip" && typeof value === "object") walk(value);
    }
  };
  walk(ast);
  if (!problems.length) {
    try {
      compileTemplate(source);
    } catch (error) {
      const line = error instanceof TemplateCompileError ? error.line : undefined;
      problems.push({ code: "template", file, line, message: (error as Error).message.split("\n")[0]! });
    }
  }
  return problems;
}

/**
 * Handlebars' parse errors span several lines (a position line, a snippet of the template, a
 * caret, then what the parser expected); a report keeps one line per problem, so keep the line
 * number and the part that says what went wrong.
 */
function syntaxProblem(file: string, error: Error & { lineNumber?: number }): Problem {
  const lines = error.message.split("\n");
  const line = error.lineNumber ?? Number(/line (\d+)/.exec(lines[0]!)?.[1] ?? NaN);
  const expecting = lines.find((l) => l.startsWith("Expecting "));
  const atEnd = expecting?.endsWith("got 'EOF'") ?? false;
  const message = expecting
    ? `syntax error: ${expecting.replace(/^Expecting /, "expected ").replace(/got 'EOF'$/, "got the end of the template")}`
    : `syntax error: ${lines[0]!.replace(/ - \d+:\d+$/, "")}`;
  return {
    code: "template",
    file,
    line: Number.isFinite(line) ? line : undefined,
    message,
    hint: atEnd
      ? "a block or a tag is still open: close every {{#name}} with {{/name}} and every {{ with }}"
      : "see https://handlebarsjs.com/guide/ for the syntax",
  };
}
