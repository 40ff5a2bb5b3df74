/**
 * A python virtual environment holding the real `huggingface_hub`, `openai` and Pillow (the
 * hub client returns PIL images) and numpy (its embeddings), for the python SDK execution tests. Those packages are not
 * in Debian, so they come from whatever index pip is configured with. Where none serves them the
 * tests fail, naming what went wrong; they skip only with ATLAS_SKIP_PYTHON_SDK=1 (../skips.ts).
 *
 * The venv is cached under node_modules/.cache/model-atlas-py-sdk/ and built in a temporary
 * folder that is renamed into place only once every package imports, so a half-built venv is
 * never reused.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../reference.js";
import { skipRequested } from "../skips.js";

const CACHE = path.join(ROOT, "node_modules/.cache/model-atlas-py-sdk");
const VENV = path.join(CACHE, "venv");
// huggingface_hub's feature_extraction needs numpy too (it returns an array), without declaring it.
const PACKAGES = ["huggingface_hub", "openai", "pillow", "numpy"];
const CHECK = "import huggingface_hub, openai, PIL, numpy; print(huggingface_hub.__version__, openai.__version__)";

export interface SdkVenv {
  /** The venv's python; undefined only when ATLAS_SKIP_PYTHON_SDK=1 asked to skip these runs. */
  python?: string;
  /** Why the runs are skipped, or the installed versions. */
  note: string;
}

const pythonOf = (venv: string) => path.join(venv, "bin/python");

function check(venv: string): string | undefined {
  const out = spawnSync(pythonOf(venv), ["-c", CHECK], { encoding: "utf8", timeout: 30_000 });
  return out.status === 0 ? `huggingface_hub ${out.stdout.trim().replace(" ", ", openai ")}` : undefined;
}

function tail(text: string | null | undefined): string {
  return (text ?? "").trim().split("\n").slice(-3).join(" | ");
}

let found: SdkVenv | undefined;

/**
 * The cached venv, built first if needed (pip install with a 120 s limit); checked once per test
 * process. Throws when it cannot be had, unless ATLAS_SKIP_PYTHON_SDK=1.
 */
export function ensureSdkVenv(): SdkVenv {
  if (skipRequested("ATLAS_SKIP_PYTHON_SDK")) return { note: "skipped on request (ATLAS_SKIP_PYTHON_SDK=1)" };
  found ??= findOrBuild();
  if (!found.python) throw new Error(`the python SDK venv cannot be built: ${found.note}. Set ATLAS_SKIP_PYTHON_SDK=1 to skip these runs on purpose.`);
  return found;
}

function findOrBuild(): SdkVenv {
  if (fs.existsSync(pythonOf(VENV))) {
    const versions = check(VENV);
    if (versions) return { python: pythonOf(VENV), note: versions };
    fs.rmSync(VENV, { recursive: true, force: true });
  }
  fs.mkdirSync(CACHE, { recursive: true });
  const build = fs.mkdtempSync(path.join(CACHE, "build-"));
  try {
    const venv = spawnSync("/usr/bin/python3", ["-m", "venv", build], { encoding: "utf8", timeout: 60_000 });
    if (venv.status !== 0) return { note: `python3 -m venv failed: ${tail(venv.stderr) || venv.error?.message}` };
    // No retries: an unreachable public index must fail fast so that a configured mirror answers.
    const pip = spawnSync(
      pythonOf(build),
      ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--retries", "0", "--timeout", "10", ...PACKAGES],
      {
        encoding: "utf8",
        timeout: 120_000,
      },
    );
    if (pip.status !== 0) return { note: `pip install ${PACKAGES.join(" ")} failed: ${tail(pip.stderr) || pip.error?.message}` };
    const versions = check(build);
    if (!versions) return { note: "the installed SDKs do not import" };
    // Another test file may have built it meanwhile (vitest runs files in parallel): keep that one,
    // whose python may be running, rather than replacing it under its feet.
    const existing = fs.existsSync(pythonOf(VENV)) ? check(VENV) : undefined;
    if (existing) return { python: pythonOf(VENV), note: existing };
    // The venv's scripts name their own folder; python resolves its home from bin/python, so a rename is safe.
    fs.rmSync(VENV, { recursive: true, force: true });
    fs.renameSync(build, VENV);
    return { python: pythonOf(VENV), note: versions };
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
  }
}
