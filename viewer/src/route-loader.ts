/**
 * A page component loaded on demand, like React.lazy, that can also be loaded ahead of the
 * first render. main.tsx awaits the opened page's module before rendering, so the first
 * paint is the page itself, never the "Loading…" fallback; later pages load lazily.
 */
import { createElement, lazy, useState, type ComponentType } from "react";

export interface RouteComponent<P> {
  (props: P): ReturnType<typeof createElement>;
  preload: () => Promise<unknown>;
}

export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): RouteComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Route(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the page.
    const [component] = useState(() => loaded ?? Lazy);
    return createElement(component as ComponentType<P>, props);
  }
  Route.preload = preload;
  return Route;
}
