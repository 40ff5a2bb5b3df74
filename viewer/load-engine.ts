/**
 * Loads an engine module (TypeScript) for a plugin of this config: through the dev server's SSR
 * loader under `npm run dev`, so it follows the registry the dev server regenerates, and through
 * Vite's module runner in a build. Never by an `import()` of the config: Vite bundles those into
 * the config and restarts the dev server whenever one of their files (engine/generated/ among
 * them) changes.
 */
import { runnerImport, type ViteDevServer } from "vite";

export async function loadEngineModule<T>(file: string, server: ViteDevServer | undefined): Promise<T> {
  if (server) return (await server.ssrLoadModule(file)) as T;
  return (await runnerImport<T>(file)).module;
}
