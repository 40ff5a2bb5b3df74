/**
 * A small history router: the URL (path + query) is the whole view state, so any view can
 * be linked and reloaded. In the browser it follows window.location; tests and benchmarks
 * render with a fixed location through <LocationProvider url="…">.
 */
import { createContext, useCallback, useContext, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { decodePath } from "./routes/match.js";

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

const CHANGE = "atlas:navigate";
const FixedLocation = createContext<Location | null>(null);

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

// useSyncExternalStore needs a stable snapshot: the href string, parsed on use.
const snapshot = () => window.location.href;
const serverSnapshot = () => "http://localhost/";

export function parseUrl(url: string): Location {
  const parsed = new URL(url, "http://localhost");
  return { pathname: decodePath(parsed.pathname), search: parsed.search, hash: parsed.hash };
}

export function LocationProvider({ url, children }: { url: string; children: ReactNode }) {
  return <FixedLocation.Provider value={parseUrl(url)}>{children}</FixedLocation.Provider>;
}

export function useLocation(): Location {
  const fixed = useContext(FixedLocation);
  const href = useSyncExternalStore(fixed ? noopSubscribe : subscribe, fixed ? serverSnapshot : snapshot, serverSnapshot);
  return fixed ?? parseUrl(href);
}

function noopSubscribe(): () => void {
  return () => {};
}

/** Goes to `to`; `state` is kept with the history entry (history.state), e.g. to know an entry was pushed by the app. */
export function navigate(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  if (typeof window === "undefined") return;
  const method = options.replace ? "replaceState" : "pushState";
  window.history[method](options.state ?? null, "", to);
  window.dispatchEvent(new Event(CHANGE));
}

export type QueryUpdate = (changes: Record<string, string | undefined>, options?: { push?: boolean; state?: unknown }) => void;

/**
 * The query string as a record, and a setter that writes changed keys back to the URL. It
 * replaces the history entry (flipping a control should not flood the back button) unless
 * asked to `push` one: a view that Back should undo, such as an opened dialog.
 */
export function useQuery(): [URLSearchParams, QueryUpdate] {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const update = useCallback<QueryUpdate>(
    (changes, options = {}) => {
      const next = new URLSearchParams(location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === "") next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      navigate(`${location.pathname}${query ? `?${query}` : ""}${location.hash}`, { replace: !options.push, state: options.state });
    },
    [location.pathname, location.search, location.hash],
  );
  return [params, update];
}

/** An in-app link: plain <a href> (works without JS, opens in new tabs) with client-side navigation. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
