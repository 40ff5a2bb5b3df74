/**
 * `pretest`: makes the machine ready for `npm test`. Nothing happens when every tool is there. As
 * root on Debian it installs what is missing with apt-get (one `apt-get update`, quiet); anywhere
 * else it stops at once with the one command to run. The list is scripts/test-env/needs.ts.
 */
import { execFile, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { applyPlan } from "./apply.js";
import { NEEDS } from "./needs.js";
import { missingNeeds, onPath, setupPlan, type Machine } from "./plan.js";

const machine: Machine = {
  has: (command) => onPath(command, process.env.PATH),
  succeeds: ([file, ...args]) => new Promise((done) => execFile(file, args, (error) => done(!error))),
  root: process.getuid?.() === 0,
  debian: existsSync("/etc/debian_version") && onPath("apt-get", process.env.PATH),
};

const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
const apt = (args: string[]) => {
  const out = spawnSync("apt-get", args, { env, encoding: "utf8", stdio: ["ignore", "ignore", "pipe"] });
  return { status: out.status, stderr: out.stderr ?? "" };
};

const plan = setupPlan(await missingNeeds(NEEDS, machine), machine);
process.exitCode = await applyPlan(plan, machine, apt, console.log, (text) => process.stderr.write(text));
