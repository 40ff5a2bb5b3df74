/**
 * Ruby checks for generated snippets, all in one interpreter (./ruby/check_literals.rb): Ruby's
 * own parser (as `ruby -c`) and Ripper's tokens, so every sentinel must sit inside a string
 * literal's content.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "./reference.js";
import type { Failure, Source } from "./syntax-check.js";

export function checkRuby(sources: Source[]): Failure[] {
  const input = JSON.stringify(sources.map((s) => ({ id: s.id, code: s.code, sentinel: s.sentinel ?? "" })));
  const out = execFileSync("ruby", [path.join(ROOT, "test/support/ruby/check_literals.rb")], {
    input,
    encoding: "utf8",
    maxBuffer: 64 << 20,
    env: { PATH: process.env.PATH ?? "", LANG: "C.UTF-8" },
  });
  return JSON.parse(out) as Failure[];
}
