/**
 * The `pretest` step's decisions (scripts/test-env/): which tools are missing, seen through a fake
 * PATH, and what it does about them on each kind of machine, with apt-get faked so nothing installs.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyPlan, type Apt } from "../../scripts/test-env/apply.js";
import { NEEDS } from "../../scripts/test-env/needs.js";
import { CONTAINER_COMMAND, missingNeeds, onPath, setupPlan, type Machine, type Plan } from "../../scripts/test-env/plan.js";

const bin = mkdtempSync(join(tmpdir(), "atlas-test-env-"));
const other = mkdtempSync(join(tmpdir(), "atlas-test-env-"));
afterAll(() => [bin, other].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An executable stub in `dir` (a file that is not executable does not count, as for `command -v`). */
function stub(dir: string, name: string, executable = true): void {
  writeFileSync(join(dir, name), "#!/bin/sh\nexit 0\n");
  chmodSync(join(dir, name), executable ? 0o755 : 0o644);
}

const COMMANDS = NEEDS.flatMap((need) => ("command" in need.probe ? [need.probe.command] : []));

/** A machine whose PATH is `path` and whose programs succeed unless their probe names a missing package. */
function machine(path: string, failing: string[] = [], kind: Partial<Machine> = {}): Machine {
  const failingProbes = NEEDS.filter((need) => failing.includes(need.package)).map((need) => JSON.stringify(need.probe));
  return {
    has: (command) => onPath(command, path),
    succeeds: async (run) => !failingProbes.includes(JSON.stringify({ run })),
    root: true,
    debian: true,
    ...kind,
  };
}

describe("missing tools", () => {
  it("finds a command on PATH as command -v does: an executable file in one of its folders", () => {
    stub(bin, "go");
    stub(other, "ruby", false);
    expect(onPath("go", [other, bin].join(delimiter))).toBe(true);
    expect(onPath("ruby", [other, bin].join(delimiter))).toBe(false);
    expect(onPath("go", "")).toBe(false);
    expect(onPath("go", undefined)).toBe(false);
  });

  it("are none when every command is on PATH and every probe succeeds", async () => {
    for (const command of COMMANDS) stub(bin, command);
    expect(await missingNeeds(NEEDS, machine(bin))).toEqual([]);
  });

  it("are the packages of the commands not on PATH and of the probes that fail", async () => {
    const path = [other, bin].join(delimiter);
    rmSync(join(bin, "jq"));
    const missing = await missingNeeds(NEEDS, machine(path, ["php-curl", "python3-venv"]));
    expect(missing.map((need) => need.package)).toEqual(["jq", "php-curl", "python3-venv"]);
    stub(bin, "jq");
  });
});

describe("the plan", () => {
  const some = NEEDS.filter((need) => ["golang-go", "python3-pyflakes", "python3-venv"].includes(need.package));

  it("does nothing when nothing is missing, on any machine", () => {
    for (const root of [true, false]) for (const debian of [true, false]) expect(setupPlan([], { root, debian })).toEqual({ action: "none" });
  });

  it("installs everything that is missing as root on Debian: no tool is optional", () => {
    expect(NEEDS.map((need) => Object.keys(need).sort().join())).toEqual(NEEDS.map(() => "package,probe,why"));
    expect(setupPlan(some, { root: true, debian: true })).toEqual({ action: "install", packages: ["golang-go", "python3-pyflakes", "python3-venv"] });
  });

  it("stops on Debian without root with the sudo apt-get command for every missing package", () => {
    const plan = setupPlan(some, { root: false, debian: true });
    expect(plan.action).toBe("stop");
    const message = (plan as Extract<Plan, { action: "stop" }>).message;
    expect(message).toContain("sudo apt-get update && sudo apt-get install -y --no-install-recommends golang-go python3-pyflakes python3-venv\n");
  });

  it("stops elsewhere, root or not, with the command that runs the tests in a Debian container", () => {
    for (const root of [true, false]) {
      const plan = setupPlan(some, { root, debian: false });
      expect(plan).toEqual({ action: "stop", message: expect.stringContaining(`  ${CONTAINER_COMMAND}\n`) });
    }
  });
});

describe("carrying out the plan", () => {
  function fakeApt(fail: (args: string[]) => boolean = () => false): { apt: Apt; calls: string[] } {
    const calls: string[] = [];
    return { calls, apt: (args) => (calls.push(args.join(" ")), { status: fail(args) ? 100 : 0, stderr: fail(args) ? "E: broken\n" : "" }) };
  }
  const quiet = () => {};

  it("calls no apt-get when there is nothing to do", async () => {
    const { apt, calls } = fakeApt();
    expect(await applyPlan({ action: "none" }, machine(bin), apt, quiet, quiet)).toBe(0);
    expect(calls).toEqual([]);
  });

  it("updates once, then installs every missing package in one call", async () => {
    const { apt, calls } = fakeApt();
    const plan: Plan = { action: "install", packages: ["golang-go", "jq"] };
    expect(await applyPlan(plan, machine(bin), apt, quiet, quiet)).toBe(0);
    expect(calls).toEqual(["update -qq", "install -y -qq --no-install-recommends golang-go jq"]);
  });

  it("fails with apt-get's error and the command to run when the install fails or leaves a tool missing", async () => {
    const plan: Plan = { action: "install", packages: ["jq"] };
    const complaints: string[] = [];
    expect(await applyPlan(plan, machine(bin), fakeApt(() => true).apt, quiet, (text) => complaints.push(text))).toBe(1);
    expect(complaints.join("")).toContain("E: broken");
    expect(complaints.join("")).toContain("apt-get update && apt-get install -y --no-install-recommends jq");
    expect(await applyPlan(plan, machine(other), fakeApt().apt, quiet, quiet)).toBe(1);
  });

  it("stops with the plan's message", async () => {
    const complaints: string[] = [];
    expect(await applyPlan({ action: "stop", message: "why\n" }, machine(bin), fakeApt().apt, quiet, (text) => complaints.push(text))).toBe(1);
    expect(complaints).toEqual(["why\n"]);
  });
});
