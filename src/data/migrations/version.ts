/** Compares dotted version strings numerically ("0.10.0" > "0.9.1"); "" sorts before everything. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) =>
    v === "" ? [] : v.split(".").map((n) => Number.parseInt(n, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}
