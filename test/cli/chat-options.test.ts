/** `model-atlas snippets` chat-mode options: each reaches the request, bad values are named. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";
import { runCli } from "./run-cli.js";
import { readFileSync } from "node:fs";

const FIXTURES = join(import.meta.dirname, "fixtures");
const chat = JSON.parse(readFileSync(join(FIXTURES, "chat.json"), "utf8")) as { id: string };
const run = (argv: string[]) => runCli(["snippets", "chat.json", "--format", "json", ...argv], { cwd: FIXTURES });
const json = (text: string) => JSON.parse(readFileSync(join(FIXTURES, text), "utf8")) as unknown;

describe("snippets: chat-mode options", () => {
  it.each([
    [["--tools", "tools.json"], { tools: json("tools.json") }],
    [["--tools", "sample", "--streaming"], { tools: true, streaming: true }],
    [["--response-format", "recipe-format.json"], { response_format: json("recipe-format.json") }],
    [["--response-format", "sample"], { response_format: true }],
    [["--api", "responses", "--system", "Be brief."], { api: "responses", system: "Be brief." }],
    [["--seed", "7", "--system", "x"], { seed: 7, system: "x" }],
  ] as const)("%j", async (argv, request) => {
    const result = await run([...argv]);
    // stderr holds only notes (the fixture carries no mapping), never an error.
    expect(result.stderr).toMatch(/^(note: [^\n]*\n)*$/);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(getInferenceSnippets(chat as never, { provider: "auto", ...request } as never));
  });

  it("--image-file reads images from local files", async () => {
    const vlm = { id: "acme/vlm", pipeline_tag: "image-text-to-text", tags: ["conversational"] };
    const result = await runCli(["snippets", "-", "--format", "json", "--image-file", "-c", "openai"], { cwd: FIXTURES, stdin: JSON.stringify(vlm) });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("base64");
  });

  it.each([
    [["--seed", "1.5"], /--seed expects an integer, got "1.5"/],
    [["--api", "legacy"], /Unknown api "legacy"; valid values: chat-completions, responses/],
    [["--tools", "missing.json"], /--tools: cannot read "missing.json": no such file or folder \(ENOENT\)/],
    [["--tools", "bad-json.json"], /bad-json\.json/],
    [["--tools", "bad-tools.json"], /tools\.0\.function\.name: .*letters, digits.*\ntools\.0\.function\.parameters: .*must be a JSON object/],
    [["--api", "responses", "-c", "huggingface_hub"], /No snippet for huggingface_hub .*available: .*python\/openai/],
  ] as const)("%j fails with a clear message", async (argv, message) => {
    const result = await run([...argv]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(message);
  });
});
