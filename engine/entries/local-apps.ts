/** `model-atlas/local-apps`: the apps that run a model on the user's machine, and their snippets. */
export {
  getLocalApps,
  offersApp,
  chooseGgufFile,
  ggufFileChoices,
  ggufWeightFiles,
  LOCAL_APPS,
  LOCAL_APP_IDS,
  LOCAL_APP_RULES,
  type LocalAppId,
  type LocalAppResult,
  type LocalAppSnippet,
  type LocalAppOptions,
  type GgufFileChoice,
  type LocalAppRuleName,
} from "../local-apps/index.js";
export type { LocalAppEntry } from "../schema/local-app.js";
