/**
 * The import graph of a folder of TypeScript modules, and the cycles in it. Every relative
 * specifier counts: `import`, `import type`, `export … from`, `import("…")` (as a call or a type)
 * and `import x = require(…)`, read from TypeScript's syntax tree, so strings, template literals
 * and comments that look like imports do not. Specifiers of assets (`./app.css`) are left out.
 * A worker started from `new URL("./worker.ts", import.meta.url)` counts too (each branch of a
 * `?:`, the head of a template such as `./worker${ext}`); such a URL may name a built file
 * (`./export-worker.js`) rather than a module, so one that names no module is not reported.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

/** Module → the modules it imports, as paths relative to the root given to `importGraph`, with `/`. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

export interface GraphResult {
  graph: ImportGraph;
  /** Relative specifiers that name no module of the folder: `file: specifier`. */
  unresolved: string[];
}

/**
 * The graph of every `.ts` module under `root/folder`. Imports leaving the folder are left out,
 * except those of modules under the `also` folders (to check which of them a folder reaches).
 */
export function importGraph(root: string, folder: string, also: readonly string[] = []): GraphResult {
  const base = resolve(root);
  const files = listModules(join(base, folder));
  const known = new Set([...files, ...also.flatMap((other) => listModules(join(base, other)))]);
  const graph = new Map<string, string[]>();
  const unresolved: string[] = [];
  const name = (file: string) => relative(base, file).split(sep).join("/");
  for (const file of files) {
    const deps: string[] = [];
    for (const { fileName, url } of specifiers(file)) {
      if (!fileName.startsWith(".") || /\.(?!(?:js|jsx|ts|tsx|mjs)$)[a-z]+$/.test(fileName)) continue;
      const target = resolveModule(resolve(dirname(file), fileName), known);
      if (target) {
        if (!deps.includes(name(target))) deps.push(name(target));
      } else if (!url && resolve(dirname(file), fileName).startsWith(join(base, folder))) {
        unresolved.push(`${name(file)}: ${fileName}`);
      }
    }
    graph.set(name(file), deps);
  }
  return { graph, unresolved };
}

/** The module specifiers a file names in import and export declarations, import types, `import()` and worker URLs. */
function specifiers(file: string): { fileName: string; url: boolean }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { fileName: string; url: boolean }[] = [];
  const text = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push({ fileName: node.text, url: false });
  };
  const urlText = (node: ts.Expression): void => {
    if (ts.isParenthesizedExpression(node)) urlText(node.expression);
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(urlText);
    else if (ts.isStringLiteralLike(node)) found.push({ fileName: node.text, url: true });
    else if (ts.isTemplateExpression(node)) found.push({ fileName: node.head.text, url: true });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) text(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) text(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) text(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) text(node.argument.literal);
    else if (isModuleUrl(node)) urlText(node.arguments![0]!);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `new URL(specifier, import.meta.url)`: a file beside the module, such as a worker's. */
function isModuleUrl(node: ts.Node): node is ts.NewExpression {
  if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== "URL") return false;
  const base = node.arguments?.[1];
  return (
    node.arguments?.length === 2 &&
    base !== undefined &&
    ts.isPropertyAccessExpression(base) &&
    base.name.text === "url" &&
    ts.isMetaProperty(base.expression) &&
    base.expression.keywordToken === ts.SyntaxKind.ImportKeyword
  );
}

function listModules(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return listModules(path);
      return /\.tsx?$/.test(entry) && !entry.endsWith(".d.ts") ? [path] : [];
    });
}

/** `./x.js` → `x.ts`, `./x` → `x.ts` or `x/index.ts`, as TypeScript's bundler resolution finds them. */
function resolveModule(path: string, known: ReadonlySet<string>): string | undefined {
  const stem = path.replace(/\.(js|jsx|ts|tsx|mjs)$/, "");
  return [`${stem}.ts`, `${stem}.tsx`, join(stem, "index.ts")].find((candidate) => known.has(candidate));
}

/**
 * One cycle per strongly connected component of more than one module (or a module importing
 * itself), each as the path `a → b → … → a`, starting at its first module in sort order.
 */
export function findCycles(graph: ImportGraph): string[][] {
  return components(graph).map((component) => cycleThrough(graph, component));
}

/** Tarjan's strongly connected components, each sorted, keeping those that hold a cycle. */
function components(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest path from the component's first module back to itself, inside the component. */
function cycleThrough(graph: ImportGraph, component: readonly string[]): string[] {
  const start = component[0]!;
  const inside = new Set(component);
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  throw new Error(`no cycle through ${start}`);
}

/** Every import from a module under `from` of a module under `to`, as `importer → imported`. */
export function importsBetween(graph: ImportGraph, from: string, to: string): string[] {
  return [...graph].flatMap(([file, deps]) => (file.startsWith(from) ? deps.filter((d) => d.startsWith(to)).map((d) => `${file} → ${d}`) : []));
}
