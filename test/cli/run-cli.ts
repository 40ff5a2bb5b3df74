/** Runs `model-atlas` in-process with captured streams, as a test sees a terminal session. */
import { Readable } from "node:stream";
import { main } from "../../engine/cli/main.js";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(argv: string[], options: { stdin?: string; env?: Record<string, string>; cwd?: string } = {}): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s), isTTY: false },
    stdin: Readable.from(options.stdin === undefined ? [] : [options.stdin]),
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
  });
  return { code, stdout, stderr };
}

/** The text a golden file holds for one run: the command, its exit code, stdout and stderr. */
export function transcript(argv: string[], run: CliRun): string {
  const parts = [`$ model-atlas ${argv.join(" ")}`, `# exit ${run.code}`];
  if (run.stdout) parts.push("# stdout", run.stdout.trimEnd());
  if (run.stderr) parts.push("# stderr", run.stderr.trimEnd());
  return `${parts.join("\n")}\n`;
}
