import { describe, expect, it } from "vitest";
import * as mano from "../../../src/rules/cards/mano";
import { chooseGrip, gripChooser, undoGrip } from "../../../src/rules/cards/mano-grip";
import { readCard } from "../../../src/rules/cards/read-card";
import { markMissing } from "../../../src/rules/cards/shared";
import type { Grip } from "../../../src/rules/mano";
import { deepFreeze } from "./helpers";

// The seed's clone grapples Steven: grapple attack 3 against grapple defense 13; both have
// toughness 7, stamina 14; fists are power 3, blunt. Steven's footing roll adds the better of his
// grapple attack (3) and acrobatics (0).
const steven = (more: Partial<mano.ManoTargetInput> = {}): mano.ManoTargetInput => ({
  id: "steven",
  name: "Steven",
  actorUuid: "Actor.steven",
  defences: { melee: 14, missile: 10, grapple: 13 },
  stun: 0,
  damage: 0,
  toughness: 7,
  stamina: 14,
  footingModifier: 3,
  ...more,
});
const fists = { name: "Fists", power: 3, sharpness: "blunt" } as const;

function grapple(action: string, d20: number, grip: Grip = "none", target = steven()) {
  return deepFreeze(
    mano.create({
      attacker: { name: "Clone", actorUuid: "Actor.clone", modifier: 3, grip },
      weapon: fists,
      situation: { action },
      d20,
      targets: [target],
    }),
  );
}
const NOW = { "system.stun": 0, "system.damage": 0, "system.posture": "standing" };
const grips = (g: Grip) => ({ "system.grip": g });

describe("RULES 5 push and trip on the card: the target's footing roll against 8", () => {
  const push = grapple("push", 14); // 14 + 3 = 17 beats 13

  it("a push that lands leaves Steven off balance; Apply waits for his footing roll", () => {
    expect(mano.offBalance(push, "steven")).toBe(true);
    expect(mano.footing(push, "steven")).toBeNull();
    expect(mano.applyBlocked(push, "steven")).toBe("rollFooting");
  });

  it("a 6 makes 6 + 3 = 9 over 8: he keeps his feet and the push has nothing to write", () => {
    const rolled = mano.rollFooting(push, "steven", 6);
    expect(mano.footing(rolled, "steven")).toEqual({
      natural: 6,
      modifier: 3,
      kept: true,
      fall: null,
    });
    expect(mano.applyBlocked(rolled, "steven")).toBe("noHarm");
  });

  it("a 5 makes only 8: he falls, on the ground with the fall's 2 stun and 1 damage; Undo stands him up", () => {
    const rolled = mano.rollFooting(push, "steven", 5);
    expect(mano.footing(rolled, "steven")?.fall).toEqual({ stun: 2, damage: 1 });
    const applied = mano.apply(rolled, "steven", NOW);
    expect(applied.patch).toEqual({
      "system.stun": 2,
      "system.damage": 1,
      "system.posture": "ground",
    });
    const undone = mano.undo(applied.card, "steven", {
      "system.stun": 2,
      "system.damage": 1,
      "system.posture": "ground",
    });
    expect(undone.patch).toEqual({
      "system.stun": 0,
      "system.damage": 0,
      "system.posture": "standing",
    });
  });

  it("a sheet with no posture written counts as standing: the fall's Undo stands him up", () => {
    const rolled = mano.rollFooting(push, "steven", 5);
    const applied = mano.apply(rolled, "steven", { "system.stun": 0, "system.damage": 0 });
    expect(applied.card.targets[0].applied?.before).toMatchObject({ "system.posture": "standing" });
  });

  it("a footing roll is a d20's face, and only the named target's is kept", () => {
    expect(() => mano.rollFooting(push, "steven", 21)).toThrow(
      "footing roll must be between 1 and 20, got 21.",
    );
    const both = deepFreeze(
      mano.create({
        attacker: { name: "Clone", actorUuid: "Actor.clone", modifier: 3 },
        weapon: fists,
        situation: { action: "push" },
        d20: 14,
        targets: [steven(), steven({ id: "ward", name: "Ward" })],
      }),
    );
    const rolled = mano.rollFooting(both, "steven", 6);
    expect(rolled.targets.map((t) => t.footing)).toEqual([6, undefined]);
  });

  it("the first footing roll stands; a second is ignored", () => {
    const rolled = mano.rollFooting(push, "steven", 5);
    expect(mano.rollFooting(rolled, "steven", 20)).toBe(rolled);
  });

  it("a trip's double power (6 blunt: 3 stun, 3 damage) adds to the fall's", () => {
    const trip = mano.rollFooting(grapple("trip", 14), "steven", 2);
    expect(mano.apply(trip, "steven", NOW).patch).toEqual({
      "system.stun": 5,
      "system.damage": 4,
      "system.posture": "ground",
    });
  });

  it("a target already on the ground, or a missed push, is not off balance: no footing roll", () => {
    const onGround = grapple("push", 14, "none", steven({ posture: "ground" }));
    expect(mano.offBalance(onGround, "steven")).toBe(false);
    expect(() => mano.rollFooting(onGround, "steven", 10)).toThrow(/only a standing target/);
    expect(mano.offBalance(grapple("push", 9), "steven")).toBe(false); // 12 does not beat 13
  });

  it("a stored card's footing roll is read back, and one on a target not off balance is refused", () => {
    const rolled = mano.rollFooting(push, "steven", 5);
    expect(readCard(JSON.parse(JSON.stringify(rolled))).ok).toBe(true);
    const forged = { ...grapple("hold", 14), targets: [{ ...rolled.targets[0], footing: 5 }] };
    const read = readCard(JSON.parse(JSON.stringify(forged)));
    expect(read.ok).toBe(false);
  });
});

describe("RULES 5 aim is lost to stun or damage", () => {
  const punch = grapple("quickStrike", 14); // 17 beats melee 14: 2 stun, 1 damage

  it("Apply on an aiming Steven sets his stance back to default; Undo gives the aim back", () => {
    const applied = mano.apply(punch, "steven", {
      "system.stun": 0,
      "system.damage": 0,
      "system.stance": "aiming",
    });
    expect(applied.patch).toEqual({
      "system.stun": 2,
      "system.damage": 1,
      "system.stance": "default",
    });
    const undone = mano.undo(applied.card, "steven", {
      "system.stun": 2,
      "system.damage": 1,
      "system.stance": "default",
    });
    expect(undone.patch).toEqual({
      "system.stun": 0,
      "system.damage": 0,
      "system.stance": "aiming",
    });
  });

  it("a target in another stance keeps it", () => {
    const applied = mano.apply(punch, "steven", {
      "system.stun": 0,
      "system.damage": 0,
      "system.stance": "resting",
    });
    expect(applied.patch).toEqual({ "system.stun": 2, "system.damage": 1 });
  });
});

describe("RULES 5 grappling positions on the card", () => {
  it("a hold that succeeds (17 over 13): the clone takes the dominant position, Steven is inferior", () => {
    const hold = grapple("hold", 14);
    expect(gripChooser(hold, "steven")).toBe("attacker");
    const r = chooseGrip(hold, "steven", "attacker", "hold", grips("none"), grips("none"));
    expect(r.attacker).toEqual(grips("dominant"));
    expect(r.target).toEqual(grips("inferior"));
    expect(readCard(JSON.parse(JSON.stringify(r.card))).ok).toBe(true);
    // Undo puts both back; picking again before that changes nothing
    expect(
      chooseGrip(r.card, "steven", "attacker", "release", grips("dominant"), grips("inferior"))
        .card,
    ).toBe(r.card);
    const back = undoGrip(r.card, "steven", grips("dominant"), grips("inferior"));
    expect(back.attacker).toEqual(grips("none"));
    expect(back.target).toEqual(grips("none"));
    expect(back.card.targets[0].hold).toBeUndefined();
    expect(back.card.targets[0]).toStrictEqual(hold.targets[0]);
  });

  it("letting go after a success (18 + 3 − 5 in a clinch = 16 over 13) ends the grapple for both", () => {
    const r = chooseGrip(
      grapple("hold", 18, "neutral"),
      "steven",
      "attacker",
      "release",
      grips("neutral"),
      grips("neutral"),
    );
    expect([r.attacker, r.target]).toEqual([grips("none"), grips("none")]);
  });

  it("a failed hold (5 + 3 = 8) from a neutral clinch: Steven decides; keeping it gives nobody dominance", () => {
    const failed = grapple("hold", 5, "neutral");
    expect(gripChooser(failed, "steven")).toBe("target");
    expect(() =>
      chooseGrip(failed, "steven", "attacker", "hold", grips("neutral"), grips("neutral")),
    ).toThrow(/the target picks it/);
    const kept = chooseGrip(failed, "steven", "target", "hold", grips("neutral"), grips("neutral"));
    expect([kept.attacker, kept.target]).toEqual([null, null]);
    const released = chooseGrip(
      failed,
      "steven",
      "target",
      "release",
      grips("neutral"),
      grips("neutral"),
    );
    expect([released.attacker, released.target]).toEqual([grips("none"), grips("none")]);
  });

  it("a failed grab when nobody held anybody leaves nothing to decide; strikes never do", () => {
    expect(gripChooser(grapple("hold", 5), "steven")).toBeNull();
    // a card whose attacker has no grip written held nobody either
    const noGrip = grapple("hold", 5);
    const { grip: _, ...attacker } = noGrip.attacker;
    expect(gripChooser({ ...noGrip, attacker }, "steven")).toBeNull();
    expect(gripChooser(grapple("quickStrike", 14), "steven")).toBeNull();
  });

  it("a target whose actor is gone has no hold to pick, so nobody may pick it", () => {
    const gone = markMissing(grapple("hold", 14), "steven");
    expect(gripChooser(gone, "steven")).toBeNull();
    expect(() =>
      chooseGrip(gone, "steven", "attacker", "hold", grips("none"), grips("none")),
    ).toThrow(/the attacker picking the hold on Steven is not allowed: there is no hold to pick/);
  });

  it("only the named target's hold is written; the other targets of the card are left as they were", () => {
    const card = deepFreeze(
      mano.create({
        attacker: { name: "Clone", actorUuid: "Actor.clone", modifier: 3, grip: "none" },
        weapon: fists,
        situation: { action: "hold" },
        d20: 14,
        targets: [steven(), steven({ id: "gus", name: "Gus", actorUuid: "Actor.gus" })],
      }),
    );
    const r = chooseGrip(card, "gus", "attacker", "hold", grips("none"), grips("none"));
    expect(r.card.targets[0]).toBe(card.targets[0]);
    expect(r.card.targets[1].hold?.choice).toBe("hold");
    const back = undoGrip(r.card, "gus", grips("dominant"), grips("inferior"));
    expect(back.card.targets[0]).toBe(card.targets[0]);
    expect(back.card.targets[1].hold).toBeUndefined();
  });

  it("a sheet with no grip written counts as grappling nobody", () => {
    const r = chooseGrip(grapple("hold", 14), "steven", "attacker", "hold", {}, {});
    expect([r.attacker, r.target]).toEqual([grips("dominant"), grips("inferior")]);
    expect(r.card.targets[0].hold).toEqual({
      choice: "hold",
      attacker: { before: grips("none"), after: grips("dominant") },
      target: { before: grips("none"), after: grips("inferior") },
    });
  });

  it("Undo with no hold picked changes nothing", () => {
    const hold = grapple("hold", 14);
    expect(undoGrip(hold, "steven", grips("none"), grips("none"))).toEqual({
      card: hold,
      attacker: null,
      target: null,
    });
  });

  it("Undo of a hold kept after a failure (nobody's position changed) writes nothing", () => {
    const failed = grapple("hold", 5, "neutral");
    const kept = chooseGrip(failed, "steven", "target", "hold", grips("neutral"), grips("neutral"));
    const back = undoGrip(kept.card, "steven", grips("neutral"), grips("neutral"));
    expect([back.attacker, back.target]).toEqual([null, null]);
    expect(back.card.targets[0].hold).toBeUndefined();
  });

  it("refuses an unknown chooser, choice or grip, naming it", () => {
    const hold = grapple("hold", 14);
    expect(() =>
      chooseGrip(hold, "steven", "referee" as never, "hold", grips("none"), grips("none")),
    ).toThrow(/grip chooser must be one of attacker, target, got "referee"/);
    expect(() =>
      chooseGrip(hold, "steven", "attacker", "squeeze" as never, grips("none"), grips("none")),
    ).toThrow(/grip choice must be one of hold, release, got "squeeze"/);
    expect(() =>
      chooseGrip(hold, "steven", "attacker", "hold", grips("hug" as never), grips("none")),
    ).toThrow(/attacker grip must be one of .*got "hug"/);
    expect(() => undoGrip(hold, "steven", grips("none"), grips("hug" as never))).toThrow(
      /target grip must be one of .*got "hug"/,
    );
    expect(() => undoGrip(hold, "steven", 3 as never, grips("none"))).toThrow(
      /attacker now must be a group of fields, got 3/,
    );
    expect(() =>
      chooseGrip(hold, "steven", "attacker", "hold", grips("none"), "x" as never),
    ).toThrow(/target now must be a group of fields, got "x"/);
  });

  it("Undo leaves a side whose grip changed again since", () => {
    const r = chooseGrip(
      grapple("hold", 14),
      "steven",
      "attacker",
      "hold",
      grips("none"),
      grips("none"),
    );
    const back = undoGrip(r.card, "steven", grips("dominant"), grips("none"));
    expect(back.attacker).toEqual(grips("none"));
    expect(back.target).toBeNull();
    // the clone has since been put in a neutral clinch by another hold: his side stays
    const since = undoGrip(r.card, "steven", grips("neutral"), grips("inferior"));
    expect(since.attacker).toBeNull();
    expect(since.target).toEqual(grips("none"));
  });
});
