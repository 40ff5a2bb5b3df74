/**
 * Zod compiles a fast parser per schema with `new Function` unless told not to; workerd forbids
 * code generation, and the package promises a strict content security policy. Zod reads the
 * setting when a schema is built, so this module is imported before any other (./index.ts).
 */
import { config } from "zod/mini";

config({ jitless: true });
