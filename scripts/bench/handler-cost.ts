/**
 * The service's handler alone, in this process: CPU per request for requests that each name a
 * model not seen before, 32 at a time, as the Node host passes them (a body read whole, `serve`'s
 * byte counter). No socket, no load generator: the figure moves far less with the machine's
 * other work than the served process's, so it shows what a change to the engine did.
 */
import type { AtlasHandler } from "../../engine/server/handler.js";

type Make = (options: Record<string, unknown>) => AtlasHandler;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median µs of CPU per request over `batches` batches of 20 × 32 requests, each from `next()`, after a warm-up. */
export async function handlerCost(make: Make, path: string, headers: Record<string, string>, next: () => string, batches = 40): Promise<number> {
  const handler = make({ version: "bench", log: () => {}, byteLength: (text: string) => Buffer.byteLength(text) });
  const encoder = new TextEncoder();
  const one = async () => {
    const ticket = handler.enter(path);
    const sent = await handler.answer(
      { method: "POST", url: `http://localhost${path}`, headers: { get: (name) => headers[name] ?? null }, body: null, wholeBody: encoder.encode(next()) },
      ticket,
    );
    ticket.leave();
    if (sent.status !== 200) throw new Error(`${path} answered ${sent.status}`);
  };
  const batch = async () => {
    for (let i = 0; i < 20; i++) await Promise.all(Array.from({ length: 32 }, one));
  };
  for (let i = 0; i < 10; i++) await batch();
  const costs: number[] = [];
  for (let i = 0; i < batches; i++) {
    const before = process.cpuUsage();
    await batch();
    const used = process.cpuUsage(before);
    costs.push((used.user + used.system) / 640);
  }
  return median(costs);
}
