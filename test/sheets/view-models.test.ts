import { beforeEach, describe, expect, it } from "vitest";
import { actorSheetView, itemSheetView } from "../../src/sheets/view-models";
import type {
  ActorSheetContext,
  SectionView,
  StatView,
  TabView,
} from "../../src/sheets/view-models/types";
import { createLocalizer } from "../../playground/host/i18n";
import en from "../../lang/en.json";
import { sampleActor, snapshotOf, startFoundry, type DocumentHandle } from "./fixtures";

/*
 * The view models show what the rules layer and the derived data decide, formatted for a table:
 * ranks as labels, rates as fractions, the seeds' own numbers.
 */

const i18n = createLocalizer(en, { onMissing: "throw" });

type Data = Record<string, unknown>;
const makeActor = async (data: Data) =>
  (await Actor.create(data as never)) as unknown as DocumentHandle;
const attribute = (name: string, rank: number, roles: string[]) => ({
  name,
  type: "okrpg-attribute",
  system: { rank, roles },
});

function tab(context: ActorSheetContext, id: string): TabView {
  return context.tabList.find((t) => t.id === id)!;
}
function section(context: ActorSheetContext, title: string): SectionView {
  const all = context.tabList.flatMap((t) => t.sections);
  const found = all.find((s) => s.title === `ACTION_ENGINE.Sheet.Section.${title}`);
  if (!found) throw new Error(`no ${title} section`);
  return found;
}
/** A stat as a player reads it: its value (in words when it has a key) and its unit. */
function read(stats: readonly StatView[] | undefined, label: string): string {
  const s = stats?.find((x) => x.label === `ACTION_ENGINE.Sheet.Stat.${label}`);
  if (!s) throw new Error(`no ${label} stat`);
  const value = s.valueKey ? i18n.format(s.valueKey, { n: s.value }) : s.value;
  return s.unit ? `${value} ${i18n.localize(s.unit)}` : value;
}

beforeEach(() => {
  startFoundry();
});

describe("OK RPG sheet (RULES 1)", () => {
  const okrpg = (items: Data[], system: Data = {}) =>
    makeActor({ name: "Runner", type: "okrpg", system, items });

  it.each([
    // RULES 1.3, seed table: Def recovers 1/3 per round, Gd 2/3, Grt 1
    [0, "1/3 per round"],
    [4, "2/3 per round"],
    [6, "1 per round"],
  ])("a recovery attribute of step %i recovers %s", async (step, shown) => {
    const actor = await okrpg([attribute("Grit", step, ["recovery"])]);
    const context = actorSheetView(snapshotOf(actor));
    expect(read(section(context, "recovery").stats, "recovery")).toBe(shown);
    expect(read(context.vitals, "recovery")).toBe(shown);
  });

  it("shows DR as the halved toughness rank (Gd+ → Avg+) and roles by their ranks' labels", async () => {
    const actor = await okrpg([attribute("Brawny", 5, ["toughness", "strength"])]);
    const context = actorSheetView(snapshotOf(actor));
    expect(read(context.vitals, "dr")).toBe("Avg+");
    const roles = section(context, "roles").table!;
    const toughness = roles.rows.find((r) => r.label === "ACTION_ENGINE.Choice.role.toughness")!;
    expect(toughness.cells).toEqual(["Gd+", "Brawny"]);
  });

  it.each([
    // RULES 1.1, seed table "Net Strength": Avg → 5 m/s run, 1 m/s swim, 2 m in 2/3 s, 1/3 m up
    ["Avg", 4, { run: "5 m/s", swim: "1 m/s", jump: "2 m", jumpTime: "2/3 s", vertical: "1/3 m" }],
    // Grt → 10 m/s, 2 m/s, 10 m in 1.5 s, 1.5 m
    [
      "Grt",
      8,
      { run: "10 m/s", swim: "2 m/s", jump: "10 m", jumpTime: "1.5 s", vertical: "1.5 m" },
    ],
  ])("a net strength of %s moves as the seed's table says", async (net, strength, table) => {
    const actor = await okrpg([attribute("Strong", strength, ["strength"])]);
    const movement = section(actorSheetView(snapshotOf(actor)), "movement").stats;
    expect(read(movement, "netStrength")).toBe(net);
    for (const [stat, shown] of Object.entries(table)) expect(read(movement, stat)).toBe(shown);
  });

  it.each([
    [0, 0, "Fighting fit", "good"],
    [5, 0, "Impaired −2", "warning"],
    [7, 0, "Down", "bad"],
    [10, 0, "Out", "bad"],
    // RULES 1.6: 10 lethal points leave 90 minutes, 14 two rounds, 15 or more half a round
    [0, 10, "Dying 90 min left", "bad"],
    [0, 14, "Dying 2 rounds left", "bad"],
    [0, 15, "Dying 1/2 rounds left", "bad"],
  ])("%i nonlethal and %i lethal points read %s", async (nonlethal, lethal, shown, tone) => {
    const actor = await okrpg([], { wounds: { nonlethal, lethal } });
    const [badge] = actorSheetView(snapshotOf(actor)).badges;
    const value = badge.valueKey ? i18n.format(badge.valueKey, { n: badge.value }) : badge.value;
    expect([i18n.localize(badge.label), value].filter(Boolean).join(" ")).toBe(shown);
    expect(badge.tone).toBe(tone);
  });

  it("shows the meters of what is left before out and before dying", async () => {
    const actor = await okrpg([], { wounds: { nonlethal: 3, lethal: 2 } });
    const [health, lethal] = actorSheetView(snapshotOf(actor)).meters;
    expect([health.value, health.max, health.percent]).toEqual(["5", "10", 50]);
    expect([lethal.value, lethal.max]).toEqual(["8", "10"]);
  });

  it("under the mook system shows the mook's points and the chart from its DR (RULES 1.7)", async () => {
    const actor = await okrpg([attribute("Thug", 4, ["toughness"])], {
      mookSystem: "mook",
      mook: { points: 5 },
    });
    const context = actorSheetView(snapshotOf(actor));
    expect(context.badges[0]).toMatchObject({
      label: "ACTION_ENGINE.Sheet.Mook.points",
      value: "5",
      tone: "bad",
    });
    const mook = section(context, "mook");
    expect(mook.fields!.map((f) => f.name)).toEqual(["system.mook.points"]);
    // DR Avg+ (3): the least damage doing 1 point is 1 FR below the DR, Avg-
    expect(mook.table!.rows[0].cells).toEqual(["Def+", "1"]);
    expect(mook.table!.rows.at(-1)!.cells[1]).toBe("7");
  });

  it("shows a weapon's damage and its attack rank as labels, from the attribute that attacks", async () => {
    const actor = await okrpg([
      attribute("Street fighter", 5, ["attack"]),
      { name: "Katana", type: "okrpg-weapon", system: { damage: 5, lethality: -1 } },
    ]);
    const weapons = section(actorSheetView(snapshotOf(actor)), "weapons").items!;
    const [row] = weapons.rows;
    expect(row.cells.map((c) => c.value || c.valueKey)).toEqual([
      "Gd+",
      "ACTION_ENGINE.Choice.lethality.cutting",
      "1",
      "Gd+",
    ]);
    expect(row.toggles[0]).toMatchObject({ action: "toggleEquipped", pressed: true });
    expect(row.attackSlot).toBe(true);
  });
});

describe("Occult Ops sheet (RULES 2)", () => {
  it("shows fatigue once the rounds fought reach the fatigue points, with its −10% to strike", async () => {
    const actor = await makeActor({
      name: "Agent",
      type: "occult",
      system: { fatigue: { points: 5, roundsFought: 5, runs: 0 } },
    });
    const context = actorSheetView(snapshotOf(actor));
    expect(context.badges[0]).toEqual({
      label: "ACTION_ENGINE.Sheet.FatigueBadge.fatigued",
      tone: "warning",
    });
    const modifiers = section(context, "modifiers").stats!;
    expect(modifiers).toContainEqual({
      label: "ACTION_ENGINE.Sheet.StrikeModifier.fatigued",
      value: "−10%",
    });
  });

  it("shows 0 hit points as 0 of the maximum and Down (out of the fight, not dead)", async () => {
    const actor = await makeActor({
      name: "Agent",
      type: "occult",
      system: { hp: { value: 0, max: 10 } },
    });
    const context = actorSheetView(snapshotOf(actor));
    expect(context.meters[0]).toMatchObject({ value: "0", max: "10" });
    expect(context.badges[0]).toEqual({ label: "ACTION_ENGINE.Condition.down", tone: "bad" });
    expect(i18n.localize(context.badges[0].label)).toBe("Down");
    // beside Down, the fatigue badge names what it is (not a bare "Fresh")
    expect(i18n.localize(context.badges[1].label)).toBe("Fatigue: fresh");
  });

  it("shows a prone defender as easier to hit in melee and harder from range (∓20%)", async () => {
    const actor = await makeActor({
      name: "Agent",
      type: "occult",
      system: { conditions: { prone: true } },
    });
    const modifiers = section(actorSheetView(snapshotOf(actor)), "modifiers").stats!;
    expect(modifiers).toContainEqual({
      label: "ACTION_ENGINE.Sheet.DefenceModifier.prone",
      value: "+20% / −20%",
      unit: "ACTION_ENGINE.Sheet.Unit.meleeRanged",
    });
  });

  it("shows the flak jacket at 45 of 50 hit points with DR 4 (the seed's example)", async () => {
    const actor = await makeActor({
      name: "Agent",
      type: "occult",
      items: [
        { name: "Flak jacket", type: "occult-armor", system: { hp: { value: 45, max: 50 } } },
      ],
    });
    const context = actorSheetView(snapshotOf(actor));
    const [row] = section(context, "armor").items!.rows;
    expect(row.cells[0].field).toMatchObject({
      name: "system.hp.value",
      value: "45",
      itemId: row.id,
    });
    expect(row.cells.slice(1).map((c) => c.value)).toEqual(["50", "4"]);
    expect(context.meters[1]).toMatchObject({ value: "45", max: "50" });
  });
});

describe("Action sheet (RULES 3)", () => {
  it("shows a hero's Hits from Body, Fortune from Mind and soak from Toughness", async () => {
    const actor = await makeActor({
      name: "Max",
      type: "action",
      system: { role: "hero", attributes: { body: 6, mind: 4, toughness: 5 }, hits: { value: 4 } },
    });
    const context = actorSheetView(snapshotOf(actor));
    expect(context.meters.map((m) => [m.label, m.value, m.max])).toEqual([
      ["ACTION_ENGINE.Sheet.Meter.hits", "4", "6"],
      ["ACTION_ENGINE.Sheet.Meter.fortune", "4", "4"],
    ]);
    expect(read(context.vitals, "soak")).toBe("5");
  });

  it("shows a mook with one Hit and no Fortune, out of the action at zero Hits", async () => {
    const actor = await makeActor({
      name: "Goon",
      type: "action",
      system: { role: "mook", hits: { value: 0 } },
    });
    const context = actorSheetView(snapshotOf(actor));
    expect(context.meters.map((m) => `${m.value}/${m.max}`)).toEqual(["0/1", "0/0"]);
    expect(context.badges.map((b) => b.label)).toContain(
      "ACTION_ENGINE.Sheet.Condition.outOfAction",
    );
  });

  it("shows full Hits and Fortune (stored as none) as their numbers, not as a word", async () => {
    const actor = await makeActor({ name: "Max", type: "action" });
    const context = actorSheetView(snapshotOf(actor));
    const [hits, fortune] = section(context, "hitsAndFortune").fields!;
    const [hitsMeter, fortuneMeter] = context.meters;
    expect(hits).toMatchObject({ name: "system.hits.value", value: String(hitsMeter.max) });
    expect(fortune).toMatchObject({
      name: "system.fortune.value",
      value: String(fortuneMeter.max),
    });
    expect(hits.placeholder).not.toBe("ACTION_ENGINE.Sheet.Full");
    expect(Number(hits.value)).toBeGreaterThan(0);
  });

  it("names a weapon's skill and the character's rating in it", async () => {
    const actor = await makeActor({
      name: "Max",
      type: "action",
      system: { skills: { shoot: 12 }, otherSkills: [{ name: "Kung fu", rating: 9 }] },
      items: [
        { name: "Pistol", type: "action-weapon", system: { skill: "shoot" } },
        { name: "Fists", type: "action-weapon", system: { kind: "melee", skill: "kung fu" } },
      ],
    });
    const rows = section(actorSheetView(snapshotOf(actor)), "weapons").items!.rows;
    const cells = Object.fromEntries(
      rows.map((r) => [r.name, r.cells.slice(2).map((c) => c.valueKey ?? c.value)]),
    );
    expect(cells).toEqual({
      Pistol: ["ACTION_ENGINE.Choice.actionSkill.shoot", "12"],
      Fists: ["kung fu", "9"],
    });
  });
});

describe("Mano a Mano and Action Rounds sheets (RULES 5, 4)", () => {
  it("carries what the seed's strength table allows (strength 4: 10 kg) and is encumbered above it", async () => {
    const actor = await makeActor({
      name: "Bruno",
      type: "mano",
      system: { strength: 4 },
      items: [{ name: "Anvil", type: "mano-gear", system: { quantity: 1, weight: 12 } }],
    });
    const context = actorSheetView(snapshotOf(actor));
    const carrying = section(context, "carrying").stats;
    expect(read(carrying, "capacity")).toBe("10 kg");
    expect(read(carrying, "carried")).toBe("12 kg");
    expect(read(carrying, "load")).toBe("Encumbered");
    expect(context.badges.map((b) => b.label)).toContain("ACTION_ENGINE.Sheet.Load.encumbered");
  });

  it("layers two pieces worn at the same place: the overlap has the smaller cover and the summed absorption (RULES 5)", async () => {
    const actor = await makeActor({
      name: "Bruno",
      type: "mano",
      items: [
        {
          name: "Jacket",
          type: "mano-armor",
          system: { location: "torso", cover: 5, absorption: 2 },
        },
        {
          name: "Mail",
          type: "mano-armor",
          system: { location: "torso", cover: 8, absorption: 3 },
        },
      ],
    });
    const context = actorSheetView(snapshotOf(actor));
    expect(read(context.vitals, "bestAbsorption")).toBe("5");
    // the overlap (cover 5) absorbs 2 + 3; the mail's band beyond it (cover 8 − 5) absorbs 3
    expect(section(context, "armorWorn").table!.rows.map((r) => r.cells)).toEqual([
      ["3", "3", "—"],
      ["5", "5", "—"],
    ]);
  });

  it.each([
    [3, 0, "healthy", "good"],
    [7, 0, "injured", "warning"],
    [10, 4, "incapacitated", "bad"],
  ])(
    "stun %i and damage %i against toughness 7 and stamina 14: %s",
    async (stun, damage, state, tone) => {
      const actor = await makeActor({ name: "Bruno", type: "mano", system: { stun, damage } });
      expect(actorSheetView(snapshotOf(actor)).badges[0]).toEqual({
        label: `ACTION_ENGINE.Sheet.Health.${state}`,
        tone,
      });
    },
  );

  it("gives one quick action per point of speed, one more with several weapons ready", async () => {
    const actor = await makeActor({
      name: "Bruno",
      type: "mano",
      system: { speed: 2 },
      items: [
        { name: "Sword", type: "mano-weapon" },
        { name: "Dagger", type: "mano-weapon" },
      ],
    });
    expect(read(actorSheetView(snapshotOf(actor)).vitals, "quickActions")).toBe("3");
  });

  it("gives an Action Rounds character twice its strength in hit points, half of those left ready (rounded up)", async () => {
    const actor = await makeActor({
      name: "Lena",
      type: "rounds",
      system: { strength: 5, stun: 2, damage: 1 },
    });
    const context = actorSheetView(snapshotOf(actor));
    expect(context.meters[0]).toMatchObject({
      label: "ACTION_ENGINE.Sheet.Meter.hp",
      value: "7",
      max: "10",
    });
    expect(read(context.vitals, "minimumReady")).toBe("4");
  });
});

describe("every actor sheet", () => {
  it("opens on its first tab, and on the one asked for when the type has it", async () => {
    const actor = await sampleActor("okrpg");
    expect(actorSheetView(snapshotOf(actor)).tabList.map((t) => t.cssClass)).toEqual([
      "active",
      "",
      "",
      "",
    ]);
    expect(tab(actorSheetView(snapshotOf(actor, { tab: "gear" })), "gear").active).toBe(true);
    expect(tab(actorSheetView(snapshotOf(actor, { tab: "spells" })), "combat").active).toBe(true);
  });

  it("lists equipped weapons before the others", async () => {
    const actor = await makeActor({
      name: "Bruno",
      type: "mano",
      items: [
        { name: "Axe", type: "mano-weapon", system: { equipped: false } },
        { name: "Club", type: "mano-weapon" },
      ],
    });
    const rows = section(actorSheetView(snapshotOf(actor)), "weapons").items!.rows;
    expect(rows.map((r) => [r.name, r.dimmed])).toEqual([
      ["Club", false],
      ["Axe", true],
    ]);
  });

  it("shows a rules problem in the data localised in the header (stamina below toughness)", async () => {
    const actor = await makeActor({
      name: "Odd",
      type: "mano",
      system: { toughness: 10, stamina: 5 },
    });
    const [problem] = actorSheetView(snapshotOf(actor)).problems;
    expect(i18n.format(problem.key, problem.details)).toBe("stamina must be at least 10, got 5.");
  });
});

describe("item sheets", () => {
  it("show an Occult Ops armor's DR from its hit points", async () => {
    const actor = await makeActor({
      name: "Agent",
      type: "occult",
      items: [
        { name: "Flak jacket", type: "occult-armor", system: { hp: { value: 45, max: 50 } } },
      ],
    });
    const context = itemSheetView(snapshotOf(actor.items.contents[0], { documentName: "Item" }));
    expect(context.stats).toEqual([{ label: "ACTION_ENGINE.Sheet.Stat.armorDr", value: "4" }]);
    expect(context.sections.map((s) => s.title)).toEqual([
      "ACTION_ENGINE.Sheet.Section.details",
      "ACTION_ENGINE.Field.hp",
      "ACTION_ENGINE.Field.description",
    ]);
  });
});
