/**
 * The decision of `pretest`, apart from its effects so that it can be tested: which needs are
 * missing, and whether to install them (root on Debian) or stop with the command that does it.
 */
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import type { Need } from "./needs.js";

/** What the setup can see of the machine. */
export interface Machine {
  /** Whether an executable `command` is on PATH. */
  has(command: string): boolean;
  /** Whether the program exits with 0. */
  succeeds(argv: readonly [string, ...string[]]): Promise<boolean>;
  root: boolean;
  /** Debian or a derivative with apt-get. */
  debian: boolean;
}

export type Plan = { action: "none" } | { action: "install"; packages: string[] } | { action: "stop"; message: string };

/** The needs whose probe fails; the programs run side by side (the python imports take a moment each). */
export async function missingNeeds(needs: readonly Need[], machine: Machine): Promise<Need[]> {
  const present = await Promise.all(needs.map((need) => ("command" in need.probe ? machine.has(need.probe.command) : machine.succeeds(need.probe.run))));
  return needs.filter((_, i) => !present[i]);
}

/** Every need is required: a test whose tool is missing would fail, so the run stops before it. */
export function setupPlan(missing: readonly Need[], machine: Pick<Machine, "root" | "debian">): Plan {
  if (!missing.length) return { action: "none" };
  if (machine.root && machine.debian) return { action: "install", packages: missing.map((need) => need.package) };
  return { action: "stop", message: stopMessage(missing, machine.debian) };
}

/** The apt-get command a user without root runs (also printed when an install as root failed). */
export function aptCommand(packages: readonly string[], sudo: boolean): string {
  const prefix = sudo ? "sudo " : "";
  return `${prefix}apt-get update && ${prefix}apt-get install -y --no-install-recommends ${packages.join(" ")}`;
}

/** A Debian container with Node that runs .ci/run on a copy of the checkout (leaving its node_modules alone). */
export const CONTAINER_COMMAND = `docker run --rm -v "$PWD":/src:ro node:20-bookworm bash -c 'cp -r /src /tmp/atlas && cd /tmp/atlas && .ci/run'`;

function stopMessage(missing: readonly Need[], debian: boolean): string {
  const list = missing.map((need) => `  ${need.package}: ${need.why}`).join("\n");
  const command = debian
    ? aptCommand(
        missing.map((need) => need.package),
        true,
      )
    : CONTAINER_COMMAND;
  const how = debian ? "Install them, then run npm test again:" : "The tests run on Debian; run them in a Debian container:";
  return `npm test needs tools that are missing (Debian package: what needs it):\n${list}\n\n${how}\n  ${command}\n`;
}

/** `command -v`: an executable file of that name in a folder of `path`. */
export function onPath(command: string, path: string | undefined): boolean {
  return (path ?? "").split(delimiter).some((dir) => {
    if (!dir) return false;
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
