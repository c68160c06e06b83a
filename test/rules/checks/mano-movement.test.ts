import { describe, expect, it } from "vitest";
import { checkById } from "../../../src/rules/checks";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/errors";
import { dialogValues, manoActor, oddsIn20, pack, shown } from "./mano-actors";

const check = (id: string) => checkById("mano", id);
const key = (id: string, name: string) => `ACTION_ENGINE.Check.mano.${id}.${name}`;
/** Steven runs 5 m a second (seed 004 combat example). */
const steven = manoActor();
/** 10 kg over his 5 kg capacity: encumbered, he runs and swims at half speed. */
const laden = manoActor({}, [pack(10)]);

describe("RULES 5 jumping: as far as the running with a run-up, half standing, half as high", () => {
  const jump = check("jump");
  const values = (metres: number, more = {}) => dialogValues(jump, steven, { metres, ...more });

  it("3.9 m of a 5 m limit needs no roll: certain, nothing rolled", () => {
    const plan = jump.plan(steven, values(3.9));
    expect(plan.dice).toEqual({ kind: "none" });
    expect(oddsIn20(plan)).toEqual({ made: 20 });
    expect(jump.outcome(steven, values(3.9), []).result).toBe(key("jump", "made"));
  });

  it("4.5 m is within 1 m of the limit: acrobatics 0 against 10, 10 in 20", () => {
    const plan = jump.plan(steven, values(4.5));
    expect(plan.dice).toEqual({ kind: "d20" });
    expect(oddsIn20(plan)).toEqual({ made: 10, missed: 10 });
    expect(jump.outcome(steven, values(4.5), [11]).result).toBe(key("jump", "made"));
    expect(jump.outcome(steven, values(4.5), [10]).result).toBe(key("jump", "missed"));
  });

  it("5.1 m is beyond the limit: it cannot be made", () => {
    expect(oddsIn20(jump.plan(steven, values(5.1)))).toEqual({ tooFar: 20 });
    expect(jump.outcome(steven, values(5.1), []).tone).toBe("warning");
  });

  it("the card shows the reach, and after a roll the roll too", () => {
    expect(shown(jump.outcome(steven, values(3.9), []).lines)).toEqual([
      "running 5",
      "limit 5",
      "metres 3.9",
    ]);
    expect(shown(jump.outcome(steven, values(4.5), [12]).lines)).toEqual([
      "running 5",
      "limit 5",
      "metres 4.5",
      "natural 12",
      "modifier 0",
      "total = 12",
      "difficulty 10",
    ]);
  });

  it("standing, a jump up reaches a quarter of the running: 1.25 m", () => {
    const up = values(1.25, { direction: "up", runningStart: false });
    const limit = jump.plan(steven, up).lines.find((l) => l.label === key("jump", "limit"));
    expect(limit?.value).toBe("1.25");
    expect(oddsIn20(jump.plan(steven, up))).toEqual({ made: 10, missed: 10 });
  });

  it("an encumbered jumper runs at half speed, so its limit is 2.5 m", () => {
    expect(oddsIn20(jump.plan(laden, values(3)))).toEqual({ tooFar: 20 });
  });

  it("the result only informs: no paths, nothing applied", () => {
    expect(jump.outcome(steven, values(4.5), [15]).paths).toEqual([]);
    expect(jump.outcome(steven, values(3.9), []).paths).toEqual([]);
    expect(jump.outcome(steven, values(5.1), []).paths).toEqual([]);
    expect(jump.apply(values(4.5), [15], {})).toEqual({});
  });

  it("bad values and faces are refused", () => {
    expect(() => jump.plan(steven, values(-1))).toThrow(RulesRangeError);
    expect(() => jump.plan(steven, values(201))).toThrow(RulesRangeError);
    expect(() => jump.plan(steven, values(3, { direction: "down" }))).toThrow(RulesRangeError);
    expect(() => jump.plan(steven, values(3, { runningStart: "yes" }))).toThrow(RulesTypeError);
    expect(() => jump.outcome(steven, values(3.9), [12])).toThrow(RulesRangeError);
    expect(() => jump.outcome(steven, values(4.5), [])).toThrow(RulesRangeError);
    expect(() => jump.apply(values(3, { difficulty: 41 }), [], {})).toThrow(RulesRangeError);
  });
});

describe("RULES 5 climbing: climbing against the surface's difficulty, or a fall", () => {
  const climb = check("climb");
  const on = (surface: string) => dialogValues(climb, steven, { surface });

  it.each([
    ["ladder", 20, 0],
    ["rope", 15, 5],
    ["handHolds", 10, 10],
    ["fingerHolds", 5, 15],
    ["sheer", 1, 19],
  ])("climbing 0 on a %s: %s in 20 climb on", (surface, climbs, falls) => {
    expect(oddsIn20(climb.plan(steven, on(surface)))).toEqual({ climbs, falls });
  });

  it("a ladder goes at half the running rounded up (3 m a turn), a rope at 1 m", () => {
    const speed = (surface: string) =>
      climb.plan(steven, on(surface)).lines.find((l) => l.label === key("climb", "speed"))?.value;
    expect(speed("ladder")).toBe("3");
    expect(speed("rope")).toBe("1");
    expect(speed("sheer")).toBeUndefined();
  });

  it("the card shows the roll before it is made, and the metres climbed on a success only", () => {
    expect(shown(climb.plan(steven, on("ladder")).lines)).toEqual([
      "modifier 0",
      "difficulty 0",
      "speed 3",
    ]);
    const success = climb.outcome(steven, on("ladder"), [15]);
    expect(shown(success.lines)).toEqual([
      "natural 15",
      "modifier 0",
      "total = 15",
      "difficulty 0",
      "speed 3",
    ]);
    expect(success.paths).toEqual([]);
    expect(shown(climb.outcome(steven, on("rope"), [5]).lines)).toEqual([
      "natural 5",
      "modifier 0",
      "total = 5",
      "difficulty 5",
    ]);
  });

  it("a failed climb is a fall to settle with the fall check; the climb writes nothing", () => {
    const outcome = climb.outcome(steven, on("rope"), [5]);
    expect(outcome.result).toBe(key("climb", "falls"));
    expect(outcome.paths).toEqual([]);
    expect(climb.apply(on("rope"), [5], {})).toEqual({});
  });

  it("the dialog starts at the sheet's climbing; unknown surfaces are refused", () => {
    expect(dialogValues(climb, manoActor({ abilities: { climbing: 4 } })).modifier).toBe(4);
    expect(() => climb.plan(steven, on("glass"))).toThrow(RulesRangeError);
  });
});

describe("RULES 5 falls from a climb: the danger by height, the harm by toughness and stamina", () => {
  const fall = check("fall");
  const from = (height: number, more = {}) => dialogValues(fall, steven, { height, ...more });
  const current = {
    "system.stun": 0,
    "system.damage": 1,
    "system.toughness": 7,
    "system.stamina": 14,
  };

  it("3 m or less is harmless: nothing rolled", () => {
    const plan = fall.plan(steven, from(3));
    expect(shown(plan.lines)).toEqual(["height 3"]);
    expect(shown(fall.outcome(steven, from(3), []).lines)).toEqual(["height 3"]);
    expect(plan.dice).toEqual({ kind: "none" });
    expect(oddsIn20(plan)).toEqual({ unhurt: 20 });
    expect(fall.outcome(steven, from(3), []).paths).toEqual([]);
    expect(fall.apply(from(3), [], current)).toEqual({});
  });

  it("from 5 m off hand holds (10) with agility 0 and climbing 0: unhurt on 11+, else toughness", () => {
    expect(oddsIn20(fall.plan(steven, from(5)))).toEqual({ unhurt: 10, hurt: 10 });
    expect(shown(fall.plan(steven, from(5)).lines)).toEqual([
      "height 5",
      "agility 0",
      "modifier 0",
      "difficulty 10",
      "toughness 7",
      "stamina 14",
    ]);
    expect(fall.outcome(steven, from(5), [11]).paths).toEqual([]);
    // landing unhurt writes nothing
    expect(fall.apply(from(5), [11], current)).toEqual({});
    const failed = fall.outcome(steven, from(5), [10]);
    expect(failed.result).toBe(key("fall", "hurt"));
    expect(shown(failed.lines)).toEqual([
      "height 5",
      "natural 10",
      "modifier 0",
      "total = 10",
      "difficulty 10",
      "damage 7",
      "stun 7",
    ]);
    expect(failed.paths).toEqual([
      "system.stun",
      "system.damage",
      "system.stance",
      "system.toughness",
      "system.stamina",
    ]);
    expect(fall.apply(from(5), [10], current)).toEqual({ "system.stun": 7, "system.damage": 8 });
    // RULES 5 aim: a climber who was aiming loses the aim to the fall's harm
    expect(
      fall.apply(from(5), [10], { ...current, "system.stance": "aiming" })["system.stance"],
    ).toBe("default");
  });

  it("from 10 m: success costs toughness in damage and stun, failure stamina in damage", () => {
    expect(oddsIn20(fall.plan(steven, from(10)))).toEqual({ hurt: 10, grave: 10 });
    expect(fall.apply(from(10), [15], current)).toEqual({ "system.stun": 7, "system.damage": 8 });
    expect(fall.outcome(steven, from(10), [2]).result).toBe(key("fall", "grave"));
    expect(fall.apply(from(10), [2], current)).toEqual({ "system.stun": 0, "system.damage": 15 });
  });

  it("agility adds to climbing or acrobatics: +2 and +3 off a rope (5) land unhurt on every face", () => {
    const values = from(5, { surface: "rope", agility: 2, modifier: 3 });
    expect(oddsIn20(fall.plan(steven, values))).toEqual({ unhurt: 20, hurt: 0 });
  });

  it("a soft landing may make a fall milder, never worse", () => {
    expect(oddsIn20(fall.plan(steven, from(10, { landing: "notLethal" })))).toEqual({
      unhurt: 10,
      hurt: 10,
    });
    expect(fall.apply(from(10, { landing: "harmless" }), [], current)).toEqual({});
    expect(oddsIn20(fall.plan(steven, from(2, { landing: "notLethal" })))).toEqual({ unhurt: 20 });
    expect(() => fall.plan(steven, from(10, { landing: "spikes" }))).toThrow(RulesRangeError);
  });

  it("the dialog starts at the sheet's agility and the better of climbing and acrobatics", () => {
    const nimble = manoActor({ agility: 2, abilities: { climbing: 1, acrobatics: 4 } });
    expect(dialogValues(fall, nimble)).toMatchObject({ agility: 2, modifier: 4 });
  });

  it("bad heights, faces and sheet values are refused", () => {
    expect(() => fall.plan(steven, from(-1))).toThrow(RulesRangeError);
    expect(() => fall.plan(steven, from(1001))).toThrow(RulesRangeError);
    expect(() => fall.outcome(steven, from(5), [0])).toThrow(RulesRangeError);
    expect(() => fall.apply(from(5), [3], { ...current, "system.stamina": 6 })).toThrow(
      /system.stamina must be at least 7, got 6/,
    );
    expect(() => fall.apply(from(5), [3], { ...current, "system.toughness": -1 })).toThrow(
      /system.toughness must be at least 0, got -1/,
    );
  });
});

describe("RULES 5 swimming: the swimming bonus and half stun from strikes", () => {
  const swim = check("swim");
  const fish = manoActor({ swimming: 3 });
  const value = (actor: typeof fish, name: string) =>
    swim.plan(actor, {}).lines.find((l) => l.label === key("swim", name))?.value;

  it("a swimming of 3 adds +3 to striking and grappling, nothing to missiles, halves strike stun", () => {
    expect(swim.plan(fish, {}).dice).toEqual({ kind: "none" });
    expect(value(fish, "striking")).toBe("+3");
    expect(value(fish, "grappling")).toBe("+3");
    expect(value(fish, "missile")).toBe("0");
    expect(value(fish, "stun")).toBe("½");
    expect(swim.outcome(fish, {}, []).paths).toEqual([]);
  });

  it("an encumbered swimmer moves at half speed", () => {
    expect(value(manoActor({ swimming: 3 }, [pack(10)]), "speed")).toBe("1.5");
    expect(value(fish, "speed")).toBe("3");
  });

  it("nothing is rolled, so no faces are taken; nothing is written", () => {
    expect(() => swim.outcome(fish, {}, [4])).toThrow(
      /number of faces must be between 0 and 0, got 1/,
    );
    expect(swim.apply({}, [], {})).toEqual({});
    expect(() => swim.apply({}, [4], {})).toThrow(/number of faces must be between 0 and 0, got 1/);
  });

  it("the dialog's values must be a group of fields, even with none asked", () => {
    expect(() => swim.plan(fish, null as never)).toThrow(
      /check values must be a group of fields, got null/,
    );
    expect(() => swim.outcome(fish, 3 as never, [])).toThrow(
      /check values must be a group of fields, got 3/,
    );
    expect(() => swim.apply("x" as never, [], {})).toThrow(
      /check values must be a group of fields, got "x"/,
    );
  });
});

describe("RULES 5 flying: half the airspeed up or down a turn, airspeed traded for height", () => {
  const fly = check("fly");
  const flier = manoActor({ airspeed: 10 });
  const after = (values: Record<string, number>) =>
    fly.plan(flier, values).lines.find((l) => l.total)?.value;

  it("the dialog starts at the sheet's airspeed, held to 0 to twice it", () => {
    const [now, metres] = fly.fields(flier);
    expect([now.default, now.min, now.max]).toEqual([10, 0, 20]);
    expect([metres.default, metres.max]).toEqual([0, 10]);
  });

  it("climbing 5 m at airspeed 10 leaves 5; descending 5 m from there gives it back", () => {
    expect(after({ airspeedNow: 10, metres: 5 })).toBe("5");
    expect(after({ airspeedNow: 5, metres: -2.5 })).toBe("7.5");
    expect(oddsIn20(fly.plan(flier, { airspeedNow: 10, metres: 5 }))).toEqual({ flies: 20 });
  });

  it("the card only informs: nothing rolled, nothing written", () => {
    const values = { airspeedNow: 10, metres: 5 };
    expect(fly.outcome(flier, values, []).paths).toEqual([]);
    expect(fly.apply(values, [], {})).toEqual({});
    expect(() => fly.apply(values, [3], {})).toThrow(
      /number of faces must be between 0 and 0, got 1/,
    );
    expect(() => fly.apply({ airspeedNow: -1, metres: 0 }, [], {})).toThrow(RulesRangeError);
  });

  it("dropping faster than half the airspeed is not safe", () => {
    expect(oddsIn20(fly.plan(flier, { airspeedNow: 10, metres: -8 }))).toEqual({ dives: 20 });
    expect(after({ airspeedNow: 10, metres: -8 })).toBe("18");
  });

  it("a climb faster than half the airspeed is refused", () => {
    expect(() => fly.plan(flier, { airspeedNow: 10, metres: 6 })).toThrow(RulesRangeError);
    expect(() => fly.plan(flier, { airspeedNow: 21, metres: 0 })).toThrow(RulesRangeError);
  });

  it("no airspeed, or a load over the capacity, grounds a character", () => {
    expect(fly.unavailable?.(flier)).toBeNull();
    expect(fly.unavailable?.(steven)).toBe("ACTION_ENGINE.Check.mano.Unavailable.noAirspeed");
    expect(fly.unavailable?.(manoActor({ airspeed: 10 }, [pack(10)]))).toBe(
      "ACTION_ENGINE.Check.mano.Unavailable.encumbered",
    );
  });
});

describe("RULES 5 mounted combat: riding against 10, animal handling against 10 to 20", () => {
  const ride = check("stayMounted");
  const handle = check("handleMount");

  it("a rider with riding 2 stays on with 9 or better: 12 in 20", () => {
    const rider = manoActor({ abilities: { riding: 2 } });
    const values = dialogValues(ride, rider);
    expect(values).toEqual({ modifier: 2 });
    expect(oddsIn20(ride.plan(rider, values))).toEqual({ staysOn: 12, thrown: 8 });
    expect(ride.outcome(rider, values, [8]).result).toBe(key("stayMounted", "thrown"));
    expect(ride.outcome(rider, values, [8]).paths).toEqual([]);
    expect(shown(ride.plan(rider, values).lines)).toEqual(["modifier +2", "difficulty 10"]);
  });

  it("the handling dialog starts on a war mount, unhurt, at the sheet's animal handling", () => {
    const handler = manoActor({ abilities: { animalHandling: 3 } });
    expect(dialogValues(handle, handler)).toEqual({
      trainedToFight: true,
      hurt: false,
      modifier: 3,
    });
    const values = dialogValues(handle, handler);
    expect(handle.outcome(handler, values, [5]).paths).toEqual([]);
    expect(handle.outcome(handler, values, [8]).result).toBe(key("handleMount", "holdsBack"));
  });

  it.each([
    [true, false, 10, { holdsBack: 10, attacks: 10 }],
    [true, true, 15, { holdsBack: 5, attacks: 15 }],
    [false, false, 15, { staysPut: 5, bolts: 15 }],
    [false, true, 20, { staysPut: 1, bolts: 19 }],
  ])("trained to fight %s, hurt %s: difficulty %s", (trainedToFight, hurt, difficulty, odds) => {
    const values = { trainedToFight, hurt, modifier: 0 };
    const plan = handle.plan(steven, values);
    expect(plan.lines.at(-1)?.value).toBe(String(difficulty));
    expect(oddsIn20(plan)).toEqual(odds);
  });

  it("the mount's state must be given as yes or no", () => {
    expect(() => handle.plan(steven, { trainedToFight: 1, hurt: false, modifier: 0 })).toThrow(
      RulesTypeError,
    );
    expect(() => ride.apply({ modifier: 51 }, [3], {})).toThrow(RulesRangeError);
  });
});
