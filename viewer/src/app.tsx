/**
 * The app shell: header, navigation and one lazily loaded module per page, so a page's
 * data (task records, snippet templates) downloads only when that page is opened.
 */
import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { ErrorBoundary } from "./components/error-boundary.js";
import { fragmentTarget } from "./data/record-link.js";
import { NotFound } from "./components/not-found.js";
import { lazyRoute, type RouteComponent } from "./route-loader.js";
import { Link, useLocation } from "./router.js";
import { matchRoute, type Route } from "./routes/match.js";
import { PAGE_MODULES, type PageName, type PageProps } from "./routes/pages.js";

// Vite turns each match into its own chunk, loaded on first use.
const MODULES = import.meta.glob<{ default: ComponentType<never> }>("./routes/*-page.tsx");

function loader(page: PageName): () => Promise<{ default: ComponentType<never> }> {
  const file = `./routes/${PAGE_MODULES[page]}.tsx`;
  const load = MODULES[file];
  if (!load) throw new Error(`page "${page}": routes/pages.ts names ${file}, which does not exist`);
  return load;
}

/** The registry's problems on every page, under `npm run dev` only (a build drops the import). */
const RegistryBanner = import.meta.env.DEV && import.meta.env.ATLAS_DEV_LOOP === "on" ? lazy(() => import("./dev/registry-banner.js")) : undefined;

/** One lazily loaded component per page, built from routes/pages.ts. */
const PAGES = Object.fromEntries(
  (Object.keys(PAGE_MODULES) as PageName[]).map((page) => [page, lazyRoute(loader(page) as () => Promise<{ default: ComponentType<object> }>)]),
) as { [P in PageName]: RouteComponent<PageProps<P>> };

/** Loads the module of the page a path shows (index.html has already started its download). */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = matchRoute(pathname);
  return route.page === "not-found" ? Promise.resolve() : PAGES[route.page].preload();
}

const NAV = [
  { href: "/tasks", label: "Tasks", section: "tasks" },
  { href: "/libraries", label: "Libraries", section: "libraries" },
  { href: "/models", label: "Models", section: "models" },
  { href: "/matrix", label: "Matrix", section: "matrix" },
] as const;

function page(route: Route): ReactNode {
  switch (route.page) {
    case "tasks":
      return <PAGES.tasks />;
    case "task":
      return <PAGES.task id={route.id} />;
    case "libraries":
      return <PAGES.libraries />;
    case "library":
      return <PAGES.library id={route.id} />;
    case "models":
      return <PAGES.models />;
    case "model":
      return <PAGES.model id={route.id} />;
    case "matrix":
      return <PAGES.matrix />;
    case "not-found":
      return (
        <NotFound title="Page not found" href="/tasks" linkText="the task catalogue">
          Nothing lives at <code>{route.path}</code>.
        </NotFound>
      );
  }
}

function useScrollOnNavigate(pathname: string, hash: string): void {
  // The previous path, not a "first render" flag: StrictMode runs mount effects twice.
  const previous = useRef(pathname);
  useEffect(() => {
    // After an in-app navigation, keyboard and screen-reader users start at the new content.
    if (previous.current !== pathname) document.getElementById("main")?.focus({ preventScroll: true });
    previous.current = pathname;
    const target = fragmentTarget(hash);
    if (target) {
      // The page may still be loading its chunk; try again once it has rendered.
      const find = () => document.getElementById(target);
      const element = find();
      if (element) element.scrollIntoView();
      else {
        const timer = window.setTimeout(() => find()?.scrollIntoView(), 300);
        return () => window.clearTimeout(timer);
      }
    } else window.scrollTo(0, 0);
    return undefined;
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- hash changes scroll natively
}

export function App() {
  const { pathname, hash } = useLocation();
  const route = matchRoute(pathname);
  useScrollOnNavigate(pathname, hash);
  const section = pathname.split("/")[1] || "tasks";
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link className="brand" href="/tasks">
          Model Atlas
        </Link>
        <nav aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={section === item.section ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {RegistryBanner && (
        <Suspense fallback={null}>
          <RegistryBanner />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        {/* Keyed by path: a failed page does not stay failed after navigating away. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<p role="status">Loading…</p>}>{page(route)}</Suspense>
        </ErrorBoundary>
      </main>
    </>
  );
}
