// The part of autocannon's API that serve.bench.ts uses (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    overallRate?: number;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  }
  /** The run: a promise of its result, and an emitter of each response. */
  export default function autocannon(options: Options): Promise<Result> & { on(event: "response", listener: () => void): void };
}
