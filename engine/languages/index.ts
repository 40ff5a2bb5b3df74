import type { Language } from "../schema/snippet.js";
import { go } from "./go/literals.js";
import { java } from "./java/literals.js";
import { js } from "./js/literals.js";
import { php } from "./php/literals.js";
import { python } from "./python/literals.js";
import { ruby } from "./ruby/literals.js";
import { sh } from "./sh/literals.js";
import type { LanguageModule } from "../inference/contract/language-module.js";

export const LANGUAGE_MODULES: Record<Language, LanguageModule> = { python, js, sh, go, ruby, php, java };
export type { LanguageModule } from "../inference/contract/language-module.js";
export { python, js, sh, go, ruby, php, java };
