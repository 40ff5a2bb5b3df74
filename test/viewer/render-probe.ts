/**
 * A stand-in for React DevTools, installed in the page before React loads (React calls the
 * hook on every commit, in production builds too). It counts the matrix cells whose render
 * function ran in a commit: a cell that re-rendered is a fiber that was replaced in that
 * commit and marked PerformedWork; a cell that React skipped keeps its fiber object.
 * Plain JavaScript in a string, like page-checks.ts, so no compiler helper reaches the page.
 */
export const RENDER_PROBE = `(() => {
  const PERFORMED_WORK = 1;
  const SIMPLE_MEMO = 15;
  const isCell = (fiber) => {
    const node = fiber.tag === SIMPLE_MEMO && fiber.child ? fiber.child.stateNode : null;
    return !!node && !!node.classList && (node.classList.contains("cell") || node.classList.contains("cell-empty"));
  };
  let previous = new Set();
  window.__cellRenders = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onCommitFiberRoot(id, root) {
      const seen = new Set();
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        if (isCell(fiber)) {
          seen.add(fiber);
          if (!previous.has(fiber) && (fiber.flags & PERFORMED_WORK)) window.__cellRenders++;
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})()`;
