/**
 * `npm run new-library -- <id>`: creates libraries/<id>.yaml from libraries/_example.yaml,
 * with the id (and, as a start, the label and repository name) set to <id>. Refuses a
 * malformed id (new ids are lower case) and an id that is taken, also by a different case
 * (`paddleocr` beside `PaddleOCR`), since ids are compared case-insensitively and some file
 * systems are too.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { AtlasError, type Problem } from "../engine/errors/atlas-error.js";
import { LIBRARY_ID_PATTERN, LIBRARY_ID_RULE } from "../engine/schema/library.js";

const EXAMPLE = "libraries/_example.yaml";

function refuse(message: string, hint?: string, value?: string): never {
  const problem: Problem = { code: "input", message, hint, value };
  throw new AtlasError([problem]);
}

/** Writes libraries/<id>.yaml under `root`; returns its path relative to `root`. */
export function createLibrary(root: string, id: string | undefined): string {
  if (id === undefined || id.trim() === "") {
    refuse("no library id given", "usage: npm run new-library -- <id>, e.g. npm run new-library -- my-library");
  }
  // New ids follow the lower-case rule; the hub's one older mixed-case id is not a model for new ones.
  if (!LIBRARY_ID_PATTERN.test(id)) {
    const lower = id.toLowerCase();
    refuse(
      `${JSON.stringify(id)} is not a valid library id`,
      `${LIBRARY_ID_RULE}${LIBRARY_ID_PATTERN.test(lower) ? `; did you mean ${JSON.stringify(lower)}?` : ""}`,
      id,
    );
  }
  const dir = path.join(root, "libraries");
  const taken = fs.readdirSync(dir).find((f) => f.endsWith(".yaml") && f.slice(0, -5).toLowerCase() === id.toLowerCase());
  if (taken) {
    refuse(`library ${JSON.stringify(id)} already exists: libraries/${taken}`, "edit that file, or choose another id", id);
  }
  const example = fs.readFileSync(path.join(root, EXAMPLE), "utf8");
  const scalar = stringify(id).trimEnd();
  let text = example;
  for (const [field, value] of [
    ["id", scalar],
    ["prettyLabel", scalar],
    ["repoName", scalar],
  ] as const) {
    const line = new RegExp(`^${field}: .*$`, "m");
    if (!line.test(text)) refuse(`${EXAMPLE} has no "${field}:" line to fill in`, "restore the example file from git");
    text = text.replace(line, `${field}: ${value}`);
  }
  // The example's download rule and task list describe an imaginary library: keep them only as
  // commented hints, so a new entry never ships them as if they were facts about the new one.
  text = text.replace(/^countDownloads: .*$/m, (line) => `# ${line}`);
  text = text.replace(/^pipelineTags:\n(?: {2}- .*\n)*/m, (block) => block.replace(/^(?=.)/gm, "# "));
  // Drop the example's opening comment (up to the first blank line); it describes the example itself.
  const body = text.slice(text.indexOf("\n\n") + 2);
  const header = `# Created by \`npm run new-library -- ${id}\`. Fill in the fields, then run \`npm run registry\`.\n\n`;
  const file = `libraries/${id}.yaml`;
  fs.writeFileSync(path.join(root, file), header + body, { flag: "wx" });
  return file;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  try {
    const file = createLibrary(root, process.argv[2]);
    console.log(`Created ${file}. Edit it, then run \`npm run registry\`.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
