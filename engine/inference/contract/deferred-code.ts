/**
 * Template values worked out only when a template first reads them (a raw chat call's payload
 * for the chat-mode templates, the tools loop's second argument layout): most calls never print
 * them. Each is an own getter property, as the template runtime reads own fields only.
 *
 * The getters are shared functions, one per field name, that find their maker on the object
 * under a symbol: every object deferring the same fields then has the same hidden shape, where
 * a fresh closure per object would give each its own and make every later read slow.
 */
const MAKERS = /* @__PURE__ */ Symbol("deferred code");

type Makers = Record<string, () => string | undefined>;
type Deferring = { [MAKERS]?: { make: Makers; made: Record<string, string | undefined> } };

const GETTERS = new Map<string, (this: Deferring) => string | undefined>();

function getter(name: string): (this: Deferring) => string | undefined {
  let get = GETTERS.get(name);
  if (!get) {
    get = function (this: Deferring) {
      const own = this[MAKERS]!;
      if (!Object.hasOwn(own.made, name)) own.made[name] = own.make[name]!();
      return own.made[name];
    };
    GETTERS.set(name, get);
  }
  return get;
}

/** Adds each field of `make` to `target` as a value made on its first read and kept. */
export function deferCode(target: object, make: Makers): void {
  const holder = target as Deferring;
  if (holder[MAKERS]) Object.assign(holder[MAKERS].make, make);
  else Object.defineProperty(holder, MAKERS, { value: { make: { ...make }, made: {} } });
  for (const name of Object.keys(make)) Object.defineProperty(target, name, { get: getter(name), enumerable: true, configurable: true });
}
