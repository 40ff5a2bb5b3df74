/**
 * The only ways to run `npm test` with less than the full suite: one environment variable per
 * tool, set by the person running the tests, by name. Without it a missing tool fails the run
 * loudly; `.ci/run` sets none of them (test/foundation/test-rules.test.ts checks both, and that
 * docs/testing.md lists each).
 */
export const SKIP_SWITCHES = {
  ATLAS_SKIP_BROWSER: "the tests that drive Chromium (test/viewer/*e2e*)",
  ATLAS_SKIP_PYTHON_SDK: "the runs of the python huggingface_hub and openai snippets (a venv built with pip)",
} as const;

export type SkipSwitch = keyof typeof SKIP_SWITCHES;

/** Whether the person running the tests asked to skip what `name` covers. */
export function skipRequested(name: SkipSwitch): boolean {
  return process.env[name] === "1";
}
