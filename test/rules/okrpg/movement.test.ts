import { describe, expect, it } from "vitest";
import { movement, throwDistance } from "../../../src/rules/okrpg";
import { parseRank } from "../../../src/rules/ranks";

// The seed's table "Net Strength", exactly as printed: run m/s, swim m/s, horizontal jump m,
// its time s, vertical jump m, overall speed leaping m/s.
const SEED_TABLE: readonly (readonly [string, ...string[]])[] = [
  ["Pth", "2", "0.5", "0.5", "0.3", "0.07", "0.5"],
  ["Def", "3", "0.7", "1", "0.5", "0.15", "0.7"],
  ["Avg", "5", "1", "2", "0.7", "0.3", "1.5"],
  ["Gd", "7", "1.5", "5", "1", "0.7", "2"],
  ["Grt", "10", "2", "10", "1.5", "1.5", "5"],
  ["Ext", "15", "3", "20", "2", "3", "7"],
  ["Her", "20", "5", "50", "3", "7", "15"],
  ["Leg", "30", "7", "100", "5", "15", "20"],
  ["Mth", "50", "10", "200", "7", "30", "30"],
];
const COLUMNS = ["run", "swim", "jump", "jumpSeconds", "vertical", "leapSpeed"] as const;

/** Rounds a computed figure to the decimals the seed printed it with. */
function asPrinted(value: number, printed: string): number {
  const decimals = printed.split(".")[1]?.length ?? 0;
  return Number(value.toFixed(decimals));
}

describe("RULES 1.1 movement reproduces every cell of the seed's table", () => {
  for (const [net, ...cells] of SEED_TABLE)
    COLUMNS.forEach((column, i) => {
      it(`${net}: ${column} ${cells[i]}`, () => {
        expect(asPrinted(movement(parseRank(net))[column], cells[i])).toBe(Number(cells[i]));
      });
    });

  it("gives exact Numbers: Avg jumps 2 m in 2/3 s and rises 1/3 m", () => {
    expect(movement(parseRank("Avg"))).toMatchObject({
      run: 5,
      swim: 1,
      jump: 2,
      jumpSeconds: 2 / 3,
      vertical: 1 / 3,
    });
  });

  it("airborne time: 1 s for a Gd leap (5 m), 2 s for Ext (20 m), the whole 5 s round for Leg (100 m)", () => {
    expect(movement(parseRank("Gd")).jumpSeconds).toBe(1);
    expect(movement(parseRank("Ext")).jumpSeconds).toBe(2);
    expect(movement(parseRank("Leg")).jumpSeconds).toBe(5);
  });
});

describe("RULES 1.6 impairment takes a half-rank off movement", () => {
  it("an impaired Grt runs like a Gd+ halved rank: 7 m/s instead of 10", () => {
    const fit = movement(parseRank("Grt"));
    const hurt = movement(parseRank("Grt"), true);
    expect(hurt.run).toBe(7);
    expect(hurt.swim).toBe(1.5);
    expect(hurt.jump).toBe(7);
    // a Grt leap takes 1.5 s and rises 1.5 m; impaired, 1 s and 1 m
    expect(hurt.jumpSeconds).toBe(1);
    expect(hurt.vertical).toBe(1);
    expect(hurt.run).toBeLessThan(fit.run);
    expect(hurt.leapSpeed).toBeLessThan(fit.leapSpeed);
  });

  it("refuses a fractional net strength or a non-boolean flag, naming them", () => {
    expect(() => movement(1.5)).toThrow(/net strength step must be a whole number, got 1.5/);
    expect(() => movement(2, "yes" as unknown as boolean)).toThrow(
      /impaired must be true or false, got "yes"/,
    );
  });
});

describe("RULES 1.4 throw distance: 2 m, one rank further per rank of spare strength", () => {
  it("2 m with nothing to spare, 5 m with a full rank to spare", () => {
    expect(throwDistance(0)).toBe(2);
    expect(throwDistance(1)).toBe(3);
    expect(throwDistance(2)).toBe(5);
    expect(() => throwDistance(-1)).toThrow(/spare strength steps must be at least 0, got -1/);
  });
});
