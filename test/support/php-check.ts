/**
 * PHP checks for generated snippets, all in one interpreter (./php/check_literals.php): PHP's own
 * parser (as `php -l`) and its tokens, so every sentinel must sit inside a plain string literal.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "./reference.js";
import type { Failure, Source } from "./syntax-check.js";

export function checkPhp(sources: Source[]): Failure[] {
  const input = JSON.stringify(sources.map((s) => ({ id: s.id, code: s.code, sentinel: s.sentinel ?? "" })));
  const out = execFileSync("php", [path.join(ROOT, "test/support/php/check_literals.php")], {
    input,
    encoding: "utf8",
    maxBuffer: 64 << 20,
    env: { PATH: process.env.PATH ?? "" },
  });
  return JSON.parse(out) as Failure[];
}
