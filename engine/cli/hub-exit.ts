/** Which exit code a hub failure ends the command with. */
import type { HubError } from "../hub/errors.js";
import { EXIT } from "./exit-codes.js";
import { CliError } from "./io.js";

export function hubErrorToCli(error: HubError): CliError {
  const code = error.kind === "not-found" ? EXIT.notFound : error.kind === "unauthorized" ? EXIT.auth : EXIT.network;
  return new CliError(code, error.message);
}
