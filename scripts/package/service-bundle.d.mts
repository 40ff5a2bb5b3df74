// Types of service-bundle.mjs (plain JavaScript: the build runs it with node, without tsx), for the tests that build with it.
import type { BuildOptions, Plugin } from "esbuild";

export declare const mcpStandIns: Plugin;
export declare const noEval: Plugin;
export declare const noNodeBuiltins: Plugin;
export declare const serviceBundle: BuildOptions;
export declare function codeGeneration(code: string): string | undefined;
