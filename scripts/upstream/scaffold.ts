/**
 * A scaffold for a library upstream has and we do not: `npm run new-library`'s file
 * (scripts/new-library.ts), with the upstream facts filled in. When upstream has a usage snippet,
 * the scaffold lists one marked `missing:`, which fails the registry build until someone writes
 * ours (the snippet's code is prose and code of its own: never copied).
 */
import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { createLibrary } from "../new-library.js";
import type { LibraryFacts } from "./facts.js";

/** A YAML scalar on one line (a folded line would lose its indentation in the list below). */
const scalar = (value: string) => stringify(value, { lineWidth: 0 }).trimEnd();

function setLine(text: string, pattern: RegExp, line: string): string {
  if (!pattern.test(text)) throw new Error(`the new-library scaffold has no line matching ${pattern}`);
  return text.replace(pattern, line);
}

/** Writes libraries/<id>.yaml under `root` for `lib`; returns its path relative to `root`. */
export function scaffoldLibrary(root: string, lib: LibraryFacts, release: string): string {
  const file = createLibrary(root, lib.id);
  const full = path.join(root, file);
  let text = fs.readFileSync(full, "utf8");
  text = setLine(text, /^prettyLabel: .*$/m, `prettyLabel: ${scalar(lib.prettyLabel)}`);
  text = setLine(text, /^repoName: .*$/m, `repoName: ${scalar(lib.repoName)}`);
  text = setLine(text, /^repoUrl: .*$/m, `repoUrl: ${scalar(lib.repoUrl)}`);
  text = setLine(text, /^filter: .*$/m, `filter: ${lib.filter}`);
  if (lib.docsUrl !== undefined) text = setLine(text, /^# docsUrl: .*$/m, `docsUrl: ${scalar(lib.docsUrl)}`);
  if (lib.countDownloads !== undefined) text = setLine(text, /^# countDownloads: .*$/m, `countDownloads: ${scalar(lib.countDownloads)}`);
  if (lib.pipelineTags.length > 0) {
    text = setLine(text, /^# pipelineTags:\n(?:# {3}- .*\n)*/m, `pipelineTags:\n${lib.pipelineTags.map((t) => `  - ${scalar(t)}\n`).join("")}`);
  }
  text = text.replace(/^# Created by `npm run new-library -- .*`\..*\n/m, (line) => `${line}# Facts from ${release} (npm run upstream).\n`);
  if (lib.snippets) {
    const what = `${release} has a usage snippet for this library: write ours (template: or file:)`;
    text = `${text.trimEnd()}\nsnippets:\n  - language: python\n    missing: ${scalar(what)}\n`;
  }
  fs.writeFileSync(full, text);
  return file;
}
