/** The local-app templates (`templates/local-apps/<app>/<name>.hbs`). */
import { TEMPLATE_SPECS } from "../generated/local-app-templates.js";
import { templateStore } from "./store.js";

export const localAppTemplates = /* @__PURE__ */ templateStore(TEMPLATE_SPECS);
