import type { Language } from "../schema/snippet.js";
import { go } from "./go.js";
import { java } from "./java.js";
import { js } from "./js.js";
import { php } from "./php.js";
import { python } from "./python.js";
import { ruby } from "./ruby.js";
import { sh } from "./sh.js";
import type { LanguageModule } from "../inference/language-module.js";

export const LANGUAGE_MODULES: Record<Language, LanguageModule> = { python, js, sh, go, ruby, php, java };
export type { LanguageModule } from "../inference/language-module.js";
export { python, js, sh, go, ruby, php, java };
