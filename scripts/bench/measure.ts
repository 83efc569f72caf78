// Timings shared by the bench entries: CPU and wall time of each query, reported as median and p95.

export interface Sample {
  cpuMs: number;
  wallMs: number;
  results: number;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function measure(run: () => number): Sample {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const results = run();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000, wallMs, results };
}

export async function measureAsync(run: () => Promise<number>): Promise<Sample> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const results = await run();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000, wallMs, results };
}

export function report(name: string, samples: Sample[]) {
  const cpu = samples.map((s) => s.cpuMs);
  const wall = samples.map((s) => s.wallMs);
  const found = samples.filter((s) => s.results > 0).length;
  console.log(
    `${name.padEnd(28)} ${String(samples.length).padStart(5)} queries  CPU median ${percentile(cpu, 50).toFixed(2)} ms  p95 ${percentile(cpu, 95).toFixed(2)} ms  wall median ${percentile(wall, 50).toFixed(2)} ms  p95 ${percentile(wall, 95).toFixed(2)} ms  with results ${Math.round((found / samples.length) * 100)}%`,
  );
  return percentile(cpu, 95);
}
