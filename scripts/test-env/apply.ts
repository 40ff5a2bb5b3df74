/**
 * Carries out a setup plan with an injected apt-get, so the tests can watch the calls: one
 * `apt-get update`, then every missing package in one install that must succeed.
 */
import { NEEDS } from "./needs.js";
import { aptCommand, missingNeeds, type Machine, type Plan } from "./plan.js";

/** Runs `apt-get args`; the exit status and what it wrote to stderr. */
export type Apt = (args: string[]) => { status: number | null; stderr: string };

/** 0 when the tests can run, 1 after printing why not with `complain`. */
export async function applyPlan(plan: Plan, machine: Machine, apt: Apt, say: (line: string) => void, complain: (text: string) => void): Promise<number> {
  if (plan.action === "none") return 0;
  if (plan.action === "stop") {
    complain(plan.message);
    return 1;
  }
  const { packages } = plan;
  say(`Installing for the tests: ${packages.join(" ")}`);
  const update = apt(["update", "-qq"]);
  const done = apt(["install", "-y", "-qq", "--no-install-recommends", ...packages]);
  const still = await missingNeeds(
    NEEDS.filter((need) => packages.includes(need.package)),
    machine,
  );
  if (done.status !== 0 || still.length) {
    complain(`${update.stderr}${done.stderr}\nThe install failed; run:\n  ${aptCommand(packages, false)}\n`);
    return 1;
  }
  return 0;
}
