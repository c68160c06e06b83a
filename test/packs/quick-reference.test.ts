import { readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { linkedPacks, referenceSources } from "../../scripts/quick-reference";
import { REFERENCE_FILE, referencePack } from "../../src/reference/journal";
import { referencePages } from "../../src/reference/tables";
import { ENCOUNTER_BUTTONS, MEANT_BY_MODE, MODE_BUTTONS } from "../../src/reference/controls";
import { ARMOR_EXAMPLE } from "../../src/reference/tables";
import { DYING_TIME_LEFT, dyingTime } from "../../src/rules/okrpg/condition";
import { LEAST_HARMFUL_MARGIN, damagePoints } from "../../src/rules/okrpg/damage";
import { check } from "../../src/rules/action/check";
import { interpretRoll } from "../../src/rules/action/roll";
import { rangeDifficulty } from "../../src/rules/mano/difficulty";
import { avoidArmor, layered } from "../../src/rules/mano/armor";
import { SEQUENCING_MODES, defaultSequencing } from "../../src/rules/rulesets";
import { cardActions } from "../../src/chat/card/actions";
import { BASIC_COST, TRIGGER_COST } from "../../src/rules/sequencing/shots";
import { ACT_COST, CARRY_CAP, DEFENSE_COST, HOLD_COST } from "../../src/rules/sequencing/ladder";
import { ATTACK_RANGES, BASE_TO_HIT, STRIKE_MODIFIERS } from "../../src/rules/occult";
import { EPIC_FUMBLES } from "../../src/rules/occult/fumble";
import { DOWN_AT, DYING_AT, IMPAIRED_AT, OUT_AT } from "../../src/rules/okrpg/condition";
import { MOOK_DOWN_AT, MOOK_OUT_AT } from "../../src/rules/okrpg/mooks";
import { ACTION_IDS } from "../../src/rules/mano/actions";
import { AVERAGE, CHART_LABELS, GOOD, GREAT } from "../../src/rules/ranks";
import { RULESET_IDS, type RulesetId } from "../../src/rules/rulesets";
import { ROOT } from "./sources";

/*
 * Issue 18: the GM quick reference is generated from the rules layer at build time. The committed
 * sources must be exactly what a fresh generation writes (the build regenerates them before it
 * compiles the packs), and every table must show what the rules constants say.
 */

const committed = (ruleset: RulesetId) =>
  readFileSync(join(ROOT, "packs", referencePack(ruleset), REFERENCE_FILE), "utf8");

interface Page {
  name: string;
  text: { content: string };
}
const pagesOf = (ruleset: RulesetId): Page[] => YAML.parse(committed(ruleset)).pages;

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .trim();

/** A table of the committed quick reference as rows of cell texts (header row first). */
function table(ruleset: RulesetId, id: string): string[][] {
  const html = pagesOf(ruleset)
    .map((p) => p.text.content)
    .join("\n");
  const match = html.match(new RegExp(`<table[^>]*data-table="${id}"[^>]*>([\\s\\S]*?)</table>`));
  if (!match) throw new Error(`${ruleset}: no table ${id}`);
  return [...match[1].matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => decode(cell[1])),
  );
}

/** The body row whose first cell is `first`. */
const row = (rows: string[][], first: string) => {
  const found = rows.find((r) => r[0] === first);
  if (!found) throw new Error(`no row ${first} in ${JSON.stringify(rows.map((r) => r[0]))}`);
  return found;
};

describe("the committed quick reference is what the build generates", () => {
  const fresh = referenceSources(ROOT);

  it.each(RULESET_IDS)("%s: the source file equals a fresh generation", (ruleset) => {
    const path = `${referencePack(ruleset)}/${REFERENCE_FILE}`;
    expect(fresh.get(path), `run npm run build to regenerate packs/${path}`).toBe(
      committed(ruleset),
    );
  });

  it.each(RULESET_IDS)("%s: every table of the rules data is on a page, row for row", (ruleset) => {
    for (const page of referencePages(ruleset, linkedPacks(ROOT)))
      for (const t of page.tables) {
        const rows = table(ruleset, t.id);
        expect(rows.length, t.id).toBe(t.rows.length + 1);
        for (const r of rows) expect(r.length, t.id).toBe(t.columns.length);
      }
  });

  it("generating twice gives the same text (ids and order are fixed)", () => {
    expect(referenceSources(ROOT)).toEqual(fresh);
  });
});

describe("each table shows the rules constants", () => {
  it("OK RPG rank chart (RULES 1.1): Avg is 1, Gd 2, Grt 5, Mth 100, Pth 1/5", () => {
    const rows = table("okrpg", "rankChart").slice(1);
    expect(rows.map((r) => r[1])).toEqual(CHART_LABELS);
    expect(row(rows, String(AVERAGE))).toEqual(["2", "Avg", "1"]);
    expect(row(rows, String(GOOD))).toEqual(["4", "Gd", "2"]);
    expect(row(rows, String(GREAT))).toEqual(["6", "Grt", "5"]);
    expect(row(rows, "14")).toEqual(["14", "Mth", "100"]);
    expect(row(rows, "−2")).toEqual(["−2", "Pth", "1/5"]);
  });

  it("OK RPG required successes (RULES 1.2, 1.8): active defence +3/+2/+1, knocked down −2", () => {
    expect(table("okrpg", "required").slice(1).map((r) => r[1])).toEqual([
      "+3",
      "+2",
      "+1",
      "−2",
      "+2",
      "−2",
    ]);
  });

  it("OK RPG wounds (RULES 1.6) and mook points (RULES 1.7)", () => {
    const wounds = table("okrpg", "wounds").slice(1);
    expect(wounds.map((r) => r[1])).toEqual([
      `${IMPAIRED_AT} wounds`,
      `${DOWN_AT} wounds`,
      `${OUT_AT} wounds`,
      `${DYING_AT} lethal wounds`,
    ]);
    expect(wounds.map((r) => r[1])).toEqual(["5 wounds", "7 wounds", "10 wounds", "10 lethal wounds"]);
    const mooks = table("okrpg", "mooks").slice(1);
    expect(mooks.map((r) => r[1])).toEqual([`${MOOK_DOWN_AT} points`, `${MOOK_OUT_AT} points`]);
  });

  it("OK RPG spending (RULES 1.4): full damage 1 once, disarm 2, take-away 3, knockdown 2", () => {
    const rows = table("okrpg", "spendMenu").slice(1);
    expect(row(rows, "Full damage").slice(1, 3)).toEqual(["1", "1"]);
    expect(row(rows, "More damage")).toEqual(["More damage", "1", "any number", "Full damage"]);
    expect(row(rows, "Disarm")[1]).toBe("2");
    expect(row(rows, "Knockdown")[1]).toBe("2");
  });

  it("OK RPG lethality (RULES 1.6): cutting is 2/3 lethal, really nonlethal 1/10", () => {
    const rows = table("okrpg", "lethality").slice(1);
    expect(rows[0].slice(1)).toEqual(["0", "1"]);
    expect(rows[1].slice(1)).toEqual(["−1", "2/3"]);
    expect(rows.at(-1)!.slice(1)).toEqual(["−6", "1/10"]);
  });

  it("the ladder's costs (RULES 1.2): act 3, hold 1, defend 3, carry at most 3", () => {
    expect(table("okrpg", "ladder").slice(1).map((r) => Number(r[1]))).toEqual([
      ACT_COST,
      HOLD_COST,
      DEFENSE_COST,
      CARRY_CAP,
    ]);
    expect([ACT_COST, HOLD_COST, DEFENSE_COST, CARRY_CAP]).toEqual([3, 1, 3, 3]);
  });

  it("Occult Ops base to hit (RULES 2): point blank 80%, short 60%, melee 50%", () => {
    const rows = table("occult", "baseToHit").slice(1);
    expect(row(rows, "Point blank")[1]).toBe("80%");
    expect(row(rows, "Short")[1]).toBe("60%");
    expect(row(rows, "Melee")[1]).toBe("50%");
    expect(rows.map((r) => r[1])).toEqual(ATTACK_RANGES.map((range) => `${BASE_TO_HIT[range]}%`));
  });

  it("Occult Ops modifiers (RULES 2): aimed +15% ranged only, prone target −20% melee, +20% ranged", () => {
    const strike = table("occult", "strike").slice(1);
    expect(row(strike, "Aimed")).toEqual(["Aimed", "—", "+15%"]);
    expect(strike).toHaveLength(Object.keys(STRIKE_MODIFIERS).length);
    expect(row(table("occult", "defence").slice(1), "Target prone")).toEqual([
      "Target prone",
      "−20%",
      "+20%",
    ]);
  });

  it("Occult Ops epic fumbles and scatter: twenty faces, the table linked; d8 1 is north", () => {
    const fumbles = table("occult", "epicFumbles").slice(1);
    expect(fumbles.slice(0, -1).map((r) => Number(r[0]))).toEqual(EPIC_FUMBLES.map((e) => e.face));
    expect(fumbles.at(-1)![1]).toMatch(/^@UUID\[Compendium\.action-engine\.occult-tables\.RollTable\.\w{16}\]\{Epic Fumbles\}$/);
    expect(row(table("occult", "scatter").slice(1), "1")).toEqual(["1", "north", "+0, −1"]);
  });

  it("Action shots (RULES 3): a basic action 3 shots, a trigger 1; friction 4 is heavy", () => {
    const shots = table("action", "shotCosts").slice(1);
    expect(shots[0][1]).toBe(String(BASIC_COST));
    expect(shots[1][1]).toBe(String(TRIGGER_COST));
    expect([BASIC_COST, TRIGGER_COST]).toEqual([3, 1]);
    expect(row(table("action", "friction").slice(1), "4")[1]).toBe("heavy friction");
    expect(row(table("action", "friction").slice(1), "6")[1]).toBe("minor friction");
  });

  it("Action Rounds ready hit points (RULES 4): of 10 non-damaged, 5 must be ready", () => {
    const rows = table("rounds", "readyHp").slice(1);
    expect(row(rows, "10")).toEqual(["10", "5", "5"]);
    expect(row(rows, "2")).toEqual(["2", "1", "1"]);
    expect(row(table("rounds", "hpSpending").slice(1), "3")[1]).toBe("2");
  });

  it("Mano a Mano harm (RULES 5): 6 through the armor is 6 damage sharp, 3 + 3 blunt, 6 stun padded", () => {
    const rows = table("mano", "sharpness").slice(1);
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ["sharp", "6", "0"],
      ["blunt", "3", "3"],
      ["padded", "0", "6"],
    ]);
    expect(table("rounds", "sharpness")).toEqual(table("mano", "sharpness"));
  });

  it("Mano a Mano darkness and speed (RULES 5): dark adds 5 to missiles; speed ½ acts every 2 rounds", () => {
    // columns: striking, missile, grapple
    expect(table("mano", "darkness")[0]).toEqual(["Light", "Striking", "Missile", "Grapple"]);
    expect(row(table("mano", "darkness").slice(1), "Dark")).toEqual(["Dark", "4", "5", "3"]);
    expect(row(table("mano", "darkness").slice(1), "Lit")).toEqual(["Lit", "0", "0", "0"]);
    expect(row(table("mano", "speedTurns").slice(1), "½")[1]).toBe("2");
    expect(row(table("mano", "speedTurns").slice(1), "¼")[1]).toBe("4");
  });

  it("Mano a Mano actions (RULES 5): strategic strike +5 to attack, cautious +5 defence, powerful double power", () => {
    const rows = table("mano", "actions").slice(1);
    expect(rows).toHaveLength(ACTION_IDS.length);
    expect(row(rows, "Quick strike")).toEqual(["Quick strike", "quick", "—", "—", "—"]);
    expect(row(rows, "Strategic strike")).toEqual(["Strategic strike", "strenuous", "+5", "—", "—"]);
    expect(row(rows, "Cautious strike")).toEqual(["Cautious strike", "strenuous", "—", "+5", "—"]);
    expect(row(rows, "Powerful strike")[4]).toBe("×2");
    expect(row(rows, "Heave")[2]).toBe("−5");
  });

  it("OK RPG damage points (RULES 1.6 oracle rows): 0 → 1, +1 HR → 2*, +2 FR → 5, +3 FR → 10, +7 HR → 15, below −1 FR → 0", () => {
    const rows = table("okrpg", "damagePoints").slice(1);
    expect(rows[0]).toEqual(["below −2", "0", "—"]);
    expect(row(rows, "−2")).toEqual(["−2", "1", "at least 1 nonlethal"]);
    expect(row(rows, "−1")).toEqual(["−1", "1", "at least 1 nonlethal"]);
    expect(row(rows, "0")).toEqual(["0", "1", "—"]);
    expect(row(rows, "+1")).toEqual(["+1", "2", "at least 1 nonlethal"]);
    expect(row(rows, "+2")).toEqual(["+2", "2", "—"]);
    expect(row(rows, "+3")[1]).toBe("3");
    expect(row(rows, "+4")[1]).toBe("5");
    expect(row(rows, "+5")[1]).toBe("7");
    expect(row(rows, "+6")[1]).toBe("10");
    expect(row(rows, "+7")[1]).toBe("15");
    expect(LEAST_HARMFUL_MARGIN).toBe(-2);
    for (const r of rows.slice(1)) {
      const margin = Number(r[0].replace("−", "-").replace("+", ""));
      expect(r[1], r[0]).toBe(String(damagePoints(margin, 0).points));
    }
  });

  it("OK RPG dying (RULES 1.6): 10 lethal → 90 minutes, 13 → 1 minute, 15 or more → half a round", () => {
    const rows = table("okrpg", "dying").slice(1);
    expect(rows).toHaveLength(DYING_TIME_LEFT.length);
    expect(rows).toEqual([
      ["10", "90 minutes"],
      ["11", "20 minutes"],
      ["12", "5 minutes"],
      ["13", "1 minute"],
      ["14", "2 rounds"],
      ["15+", "½ round"],
    ]);
    expect(dyingTime(20)).toEqual(DYING_TIME_LEFT.at(-1));
  });

  it("Action roll types (RULES 3): open rolls have no limit, closed runs −5…+5, closed confident 0…+5", () => {
    const rows = table("action", "rollTypes").slice(1);
    expect(rows).toEqual([
      ["standard", "roll again and add", "no limit", "no limit", "standard"],
      // boxcars turns a confident roll standard, so its low end is open too
      ["confident", "roll again and add", "no limit", "no limit", "standard"],
      ["closed", "stay as they are", "−5", "5", "standard"],
      ["closed and confident", "stay as they are", "0", "5", "standard"],
    ]);
    expect(interpretRoll({ closed: true }, [1], [6]).result).toBe(-5);
    expect(interpretRoll({ closed: true, confident: true }, [1], [6]).result).toBe(5);
    expect(interpretRoll({ confident: true }, [6, 1], [6, 6, 5]).result).toBe(-10);
  });

  it("Action outcome (RULES 3): 0 is a marginal success; boxcars makes a windfall or a fumble", () => {
    const rows = table("action", "outcome").slice(1);
    expect(rows.map((r) => r[1])).toEqual([
      "failure",
      "marginal success",
      "success",
      "windfall, or a Setback for the opponent",
      "fumble and your own Setback",
    ]);
    expect(row(rows, "0")[1]).toBe("marginal success");
    expect(check({ skill: 10, result: 0, difficulty: 10 }).marginal).toBe(true);
    expect(check({ skill: 10, result: -1, difficulty: 10, boxcars: true }).special).toBe("fumble");
  });

  it("Mano a Mano range (RULES 5): +1 per full 5% of the maximum range, +20 at the maximum", () => {
    const rows = table("mano", "range").slice(1);
    expect(row(rows, "4%")[1]).toBe("—");
    expect(row(rows, "5%")[1]).toBe("+1");
    expect(row(rows, "50%")[1]).toBe("+10");
    expect(row(rows, "100%")[1]).toBe("+20");
    expect(rangeDifficulty(7, 140)).toBe(1);
  });

  it("Mano a Mano armor (RULES 5): best absorption counts, an avoided piece adds its cover, layers add absorption", () => {
    const { power, wide, narrow } = ARMOR_EXAMPLE;
    const rows = table("mano", "armor").slice(1);
    expect(rows).toEqual([
      [`none, against power ${power}`, "—", "0", "8"],
      [`the wide piece (cover ${wide.cover})`, "—", "2", "6"],
      [`the narrow piece (cover ${narrow.cover})`, "—", "4", "4"],
      ["both pieces", "—", "4", "4"],
      ["both, the wide piece avoided", "+5", "4", "4"],
      ["both, the narrow piece avoided", "+3", "2", "6"],
      ["layered overlap (cover 3)", "—", "6", "2"],
    ]);
    expect(avoidArmor([wide, narrow], [0])).toEqual({ difficulty: 5, absorption: 4 });
    expect(layered([wide, narrow])).toMatchObject({ cover: 3, absorption: 6 });
  });

  it.each(RULESET_IDS)("%s names the defeated condition", (ruleset) => {
    expect(table(ruleset, "defeated")).toHaveLength(2);
  });
});

describe("the Tracker page's buttons are the tracker's and the card's own", () => {
  const viewModel = (mode: string) =>
    readFileSync(
      join(ROOT, "src/combat/view-models", `${mode === "readyHp" ? "ready-hp" : mode}.ts`),
      "utf8",
    );

  it.each(Object.entries(MODE_BUTTONS))("%s: every button listed is one its view model draws", (mode, labels) => {
    for (const label of labels) expect(viewModel(mode), label).toMatch(new RegExp(`button\\([^)]*"${label}"`));
  });

  it.each(RULESET_IDS)("%s: the Tracker page covers every tracker mode's buttons", (ruleset) => {
    const own = defaultSequencing(ruleset);
    const names = (id: string) => table(ruleset, id).slice(1).map((r) => r[0]);
    for (const mode of SEQUENCING_MODES)
      if (mode !== own)
        expect(names(`${mode}Buttons`), mode).toHaveLength(
          MODE_BUTTONS[mode].length + MEANT_BY_MODE.length,
        );
    expect(names("trackerButtons")).toHaveLength(
      MODE_BUTTONS[own].length + ENCOUNTER_BUTTONS.length,
    );
    expect(() => table(ruleset, `${own}Buttons`)).toThrow();
  });

  it("a mode's table lists the same buttons on every ruleset's Tracker page", () => {
    expect(table("okrpg", "turnsButtons")).toEqual(table("action", "turnsButtons"));
    expect(table("mano", "ladderButtons")).toEqual(table("action", "ladderButtons"));
    expect(table("okrpg", "turnsButtons").slice(1).map((r) => r[0])).toEqual([
      "Ready to counter",
      "Done",
      "Skip",
      "Counter",
      "Evade",
      "Counter ready",
      "Move up",
      "Move down",
      "Previous turn",
      "Next turn",
    ]);
  });

  it("Previous turn and Next turn are said the way each mode means them (core-turns.ts)", () => {
    const does = (ruleset: RulesetId, id: string, button: string) =>
      table(ruleset, id).find((r) => r[0] === button)?.[1];
    expect(does("okrpg", "trackerButtons", "Next turn")).toBe("The combatant at the top acts (3 AP).");
    expect(does("okrpg", "shotsButtons", "Next turn")).toBe(
      "The first creature on the called shot takes a basic action (3 shots).",
    );
    expect(does("rounds", "trackerButtons", "Next turn")).toBe(
      "The character deciding now hesitates (1 ready hit point).",
    );
    expect(does("action", "ladderButtons", "Previous turn")).toBe(
      "Back to before the last act, hold or pass.",
    );
  });

  it("the encounter buttons are drawn for every mode", () => {
    const shared = readFileSync(join(ROOT, "src/combat/view-models/shared.ts"), "utf8");
    for (const label of ENCOUNTER_BUTTONS) expect(shared, label).toMatch(new RegExp(`"${label}"`));
  });

  it.each(RULESET_IDS)("%s: the card table lists every action the card's buttons run", (ruleset) => {
    const rows = table(ruleset, "cardButtons").slice(1);
    expect(rows).toHaveLength(cardActions(ruleset).length);
    expect(rows[0][0]).toBe("Apply");
  });
});
