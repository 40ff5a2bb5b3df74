/** The library snippet templates (`templates/libraries/<id>/<name>.hbs` and inline ones). */
import { TEMPLATE_SPECS } from "../generated/library-templates.js";
import { templateStore } from "./store.js";

export const libraryTemplates = /* @__PURE__ */ templateStore(TEMPLATE_SPECS);
