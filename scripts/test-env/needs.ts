/**
 * What the tests need from the operating system, in one place: the Debian package that provides
 * each tool and the probe that tells whether it is there. `npm test` checks them first
 * (scripts/test-env/setup.ts, run as `pretest`).
 */

/** Present when `command` is on PATH, or when the program `run` exits with 0. */
export type Probe = { command: string } | { run: readonly [string, ...string[]] };

export interface Need {
  /** The Debian package that provides it. */
  package: string;
  probe: Probe;
  /** Which tests use it. */
  why: string;
}

/** Debian's interpreter, the one python3-requests and python3-pyflakes install into. */
const PYTHON = "/usr/bin/python3";

export const NEEDS: readonly Need[] = [
  { package: "chromium", probe: { command: "chromium" }, why: "the viewer's end-to-end tests (test/viewer)" },
  { package: "curl", probe: { command: "curl" }, why: "the sh snippets (test/inference, test/inference/providers)" },
  { package: "jq", probe: { command: "jq" }, why: "provider curl snippets read job answers with jq (test/inference/providers)" },
  { package: "golang-go", probe: { command: "go" }, why: "the Go snippets are built, vetted and run (test/languages)" },
  { package: "ruby", probe: { command: "ruby" }, why: "the Ruby snippets run (test/languages)" },
  { package: "httpie", probe: { command: "http" }, why: "the HTTPie snippets run (test/languages)" },
  { package: "gcc", probe: { command: "cc" }, why: "the HTTPie test client (test/inference/providers/support/httpie/client.c)" },
  { package: "php-cli", probe: { command: "php" }, why: "the PHP snippets are parsed and run (test/languages)" },
  { package: "php-curl", probe: { run: ["php", "-r", 'exit(function_exists("curl_init") ? 0 : 1);'] }, why: "the PHP snippets call curl_init" },
  { package: "default-jdk-headless", probe: { command: "javac" }, why: "the Java snippets are compiled and run (test/languages)" },
  { package: "python3-requests", probe: { run: [PYTHON, "-c", "import requests"] }, why: "the python snippets and the same-request checks" },
  { package: "python3-pyflakes", probe: { run: [PYTHON, "-c", "import pyflakes"] }, why: "every Python snippet is checked with pyflakes" },
  {
    package: "python3-venv",
    probe: { run: [PYTHON, "-c", "import ensurepip"] },
    why: "the python SDK runs (test/support/python-sdk/venv.ts) build a venv with huggingface_hub and openai from pip's index",
  },
];
