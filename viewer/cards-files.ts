/** The example models' usage cards as files (`model-atlas export` of their records), for ./cards-export-plugin.ts. */
import { exportFolder } from "../engine/cli/export/folder.js";
import { EXAMPLE_MODELS } from "./src/data/example-models.js";

export const cardFiles = () => exportFolder(EXAMPLE_MODELS.map((m) => m.record));
