/**
 * Options every template is compiled with. `noEscape`: HTML escaping is wrong for code.
 * `strict`: a field the template names but the context lacks throws instead of printing "".
 */
export const COMPILE_OPTIONS = { noEscape: true, strict: true } as const;
