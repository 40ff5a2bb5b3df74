/**
 * The request log of `serve`: one line per request, written in batches. Standard error is a
 * pipe or a file under a supervisor, and Node writes to those synchronously: a write per request
 * would cost a system call each, more than a cached answer. Lines gathered in one turn of the
 * event loop go out in one write at its end, so they stay in order and arrive within moments.
 */
export interface LineLog {
  line(text: string): void;
  /** Writes what is gathered now (before the process exits). */
  flush(): void;
}

export function batchedLines(write: (text: string) => void): LineLog {
  let pending = "";
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const text = pending;
    pending = "";
    write(text);
  };
  return {
    line(text) {
      pending += `${text}\n`;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
