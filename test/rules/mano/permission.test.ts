import { describe, expect, it } from "vitest";
import {
  ACTION_IDS,
  ACTIONS,
  allowedActions,
  checkAction,
  checkCombo,
  postureBeforeCombo,
  quickActions,
  refusal,
  refusalReason,
  storedCombo,
} from "../../../src/rules/mano";

const standing = { health: "healthy", posture: "standing" } as const;

describe("RULES 5 which actions each health state allows", () => {
  it("a healthy standing character may do everything except getting up", () => {
    expect(allowedActions(standing)).toEqual(
      ACTION_IDS.filter((id) => id !== "stand" && id !== "instantStand"),
    );
  });

  it("an injured character loses every strenuous action and nothing else", () => {
    const injured = allowedActions({ health: "injured", posture: "standing" });
    for (const id of ACTION_IDS)
      if (id !== "stand" && id !== "instantStand")
        expect(injured.includes(id)).toBe(!ACTIONS[id].strenuous);
    expect(refusal("powerfulStrike", { health: "injured", posture: "standing" })).toBe(
      "strenuousUnlessHealthy",
    );
  });

  it("an injured character cannot do combos at all", () => {
    expect(refusal("quickStrike", { health: "injured", posture: "standing", inCombo: true })).toBe(
      "comboUnlessHealthy",
    );
  });

  it("an incapacitated character can do nothing, not even rest", () => {
    expect(allowedActions({ health: "incapacitated", posture: "ground" })).toEqual([]);
    expect(() => checkAction("rest", { health: "incapacitated", posture: "ground" })).toThrow(
      /rest is not allowed: an incapacitated character cannot act/,
    );
  });

  it("an encumbered character cannot do strenuous actions", () => {
    expect(refusal("trip", { ...standing, encumbered: true })).toBe("strenuousWhenEncumbered");
    expect(refusal("push", { ...standing, encumbered: true })).toBeNull();
  });
});

describe("RULES 5 which actions each position allows", () => {
  it("standing actions cannot be done on the ground; getting up only from it", () => {
    const ground = { health: "healthy", posture: "ground" } as const;
    for (const id of ["strategicStrike", "cautiousStrike", "powerfulStrike", "drop"] as const)
      expect(refusal(id, ground)).toBe("notFromGround");
    expect(refusal("quickStrike", ground)).toBeNull();
    expect(refusal("aim", ground)).toBeNull(); // aiming on the ground is a row of the table
    expect(refusal("stand", ground)).toBeNull();
    expect(refusal("stand", standing)).toBe("onlyFromGround");
  });

  it("grapplers cannot make strategic or cautious attacks, nor aim", () => {
    const clinch = { ...standing, grip: "neutral" } as const;
    expect(refusal("strategicStrike", clinch)).toBe("notWhileGrappling");
    expect(refusal("aim", { ...standing, grip: "dominant" })).toBe("notWhileGrappling");
    expect(refusal("powerfulStrike", clinch)).toBeNull();
    expect(refusal("choke", clinch)).toBeNull();
  });

  it("a drawn bow allows only aiming and shooting; a climber only quick actions", () => {
    expect(allowedActions({ ...standing, bowDrawn: true })).toEqual([
      "aim",
      "quickShot",
      "strategicShot",
      "cautiousShot",
    ]);
    expect(refusal("rest", { ...standing, climbing: true })).toBe("climbingOnlyQuick");
    expect(refusal("quickStrike", { ...standing, climbing: true })).toBeNull();
  });

  it("every refusal has its phrase for the error message; an unknown refusal is named", () => {
    expect(refusalReason("bowDrawn")).toBe("a drawn bow must be fired before anything else");
    expect(refusalReason("notWhileGrappling")).toBe("it cannot be done while grappling");
    expect(() => refusalReason("tired" as never)).toThrow(/refusal must be one of .*got "tired"/);
  });

  it("checkAction gives the allowed action, and refuses with the reason in words", () => {
    expect(checkAction("quickStrike", standing).id).toBe("quickStrike");
    expect(() => checkAction("stand", standing)).toThrow(
      /stand is not allowed: the character is already standing/,
    );
  });

  it("the first refusal in the list wins: incapacitated before all, a combo's health before its quickness", () => {
    const comboInjured = { health: "injured", posture: "ground", inCombo: true } as const;
    expect(refusal("powerfulStrike", comboInjured)).toBe("comboUnlessHealthy");
    expect(refusal("powerfulStrike", { ...standing, inCombo: true, encumbered: true })).toBe(
      "comboOnlyQuick",
    );
    expect(refusal("strategicStrike", { health: "injured", posture: "ground" })).toBe(
      "strenuousUnlessHealthy",
    );
    expect(refusal("strategicStrike", { ...standing, posture: "ground", encumbered: true })).toBe(
      "strenuousWhenEncumbered",
    );
    expect(refusal("aim", { ...standing, grip: "neutral", climbing: true, bowDrawn: true })).toBe(
      "notWhileGrappling",
    );
    expect(refusal("rest", { ...standing, bowDrawn: true, climbing: true })).toBe("bowDrawn");
  });

  it("a quick action is fine in a healthy character's combo; grip none is no grapple", () => {
    expect(refusal("quickStrike", { ...standing, inCombo: true })).toBeNull();
    expect(refusal("aim", { ...standing, grip: "none" })).toBeNull();
  });

  it("rejects an unknown health state or posture, naming it", () => {
    expect(() => refusal("rest", { health: "dazed" as never, posture: "standing" })).toThrow(
      /health must be one of healthy, injured, incapacitated, got "dazed"/,
    );
    expect(() => refusal("rest", { health: "healthy", posture: "flying" as never })).toThrow(
      /posture must be one of standing, ground, got "flying"/,
    );
  });

  it("rejects a situation that is not a group of fields, or a bad grip or flag, naming it", () => {
    expect(() => refusal("rest", 7 as never)).toThrow(/situation must be a group of fields, got 7/);
    expect(() => refusal("rest", { ...standing, grip: "hug" as never })).toThrow(
      /grip must be one of .*got "hug"/,
    );
    for (const flag of ["encumbered", "inCombo", "bowDrawn", "climbing"])
      expect(() => refusal("rest", { ...standing, [flag]: "yes" })).toThrow(
        new RegExp(`^${flag} must be true or false, got "yes"`),
      );
    expect(() => allowedActions({ ...standing, climbing: 1 as never })).toThrow(
      /climbing must be true or false, got 1/,
    );
    expect(() => checkAction("rest", { ...standing, bowDrawn: 1 as never })).toThrow(
      /bowDrawn must be true or false, got 1/,
    );
  });
});

describe("RULES 5 combos", () => {
  it("one quick action per point of speed, rounded up, one more with several weapons", () => {
    expect(quickActions(0.25, false)).toBe(1);
    expect(quickActions(0.5, false)).toBe(1);
    expect(quickActions(1, false)).toBe(1);
    expect(quickActions(1, true)).toBe(2);
    expect(quickActions(1.5, false)).toBe(2);
    expect(quickActions(2, true)).toBe(3);
  });

  it("a refused combo names its refusal, the step and the limit, for the dialog's own words", () => {
    const refusedBy = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return (error as { details: unknown }).details;
      }
      return null;
    };
    expect(
      refusedBy(() =>
        checkCombo(1, [{ action: "quickStrike" }, { action: "powerfulStrike" }], standing),
      ),
    ).toMatchObject({ refusal: "comboOnlyQuick", step: 2, limit: 1 });
    expect(
      refusedBy(() =>
        checkCombo(1, [{ action: "quickStrike" }, { action: "quickStrike" }], standing),
      ),
    ).toMatchObject({ refusal: "comboTooLong", step: 2, limit: 1 });
    expect(
      refusedBy(() =>
        checkCombo(1, [{ action: "quickStrike" }], { ...standing, health: "injured" }),
      ),
    ).toMatchObject({ refusal: "comboUnlessHealthy", step: 1 });
  });

  it("only quick actions go into a combo", () => {
    expect(() =>
      checkCombo(2, [{ action: "quickStrike" }, { action: "powerfulStrike" }], standing),
    ).toThrow(/powerfulStrike is not allowed: only quick actions can be part of a combo/);
  });

  it("the extra action needs a second weapon; one weapon alone gets speed's count", () => {
    const same = [
      { action: "quickStrike", weapon: "machete" },
      { action: "quickStrike", weapon: "machete" },
    ] as const;
    expect(() => checkCombo(1, same, standing)).toThrow(
      /a combo of 2 actions is not allowed: speed 1 with one weapon allows 1/,
    );
    // the seed's example: speed 1, a kick and then the machete
    const kickThenMachete = [
      { action: "quickStrike", weapon: "foot" },
      { action: "quickStrike", weapon: "machete" },
    ] as const;
    expect(checkCombo(1, kickThenMachete, standing)).toHaveLength(2);
  });

  it("a speed-2 fighter makes two quick actions, three when a second weapon joins in", () => {
    const sword = { action: "quickStrike", weapon: "sword" } as const;
    expect(checkCombo(2, [sword, sword], standing)).toHaveLength(2);
    expect(() => checkCombo(2, [sword, sword, { action: "push" }], standing)).toThrow(
      /speed 2 with one weapon allows 2/,
    );
    const dagger = { action: "quickStrike", weapon: "dagger" } as const;
    expect(checkCombo(2, [sword, sword, dagger], standing)).toHaveLength(3);
  });

  it("each step is checked from the posture the earlier steps left", () => {
    const dropAndRise = [{ action: "drop" }, { action: "stand" }] as const;
    expect(checkCombo(2, dropAndRise, standing).map((a) => a.id)).toEqual(["drop", "stand"]);
    expect(() => checkCombo(2, [{ action: "drop" }, { action: "drop" }], standing)).toThrow(
      /drop is not allowed: it cannot be done from the ground/,
    );
  });

  it("a combo of no actions, or one that is no list of steps, is refused", () => {
    expect(() => checkCombo(1, [], standing)).toThrow(
      /an empty combo is not allowed: a combo needs at least one action/,
    );
    expect(() => checkCombo(1, "quickStrike" as never, standing)).toThrow(/combo must be a list/);
    expect(() => checkCombo(1, [{ action: "quickStrike" }, 3 as never], standing)).toThrow(
      /combo step #2 must be a group of fields, got 3/,
    );
    expect(() =>
      checkCombo(1, [{ action: "quickStrike" }], { ...standing, grip: 2 as never }),
    ).toThrow(/grip must be one of/);
  });

  it("too long with several weapons: the refusal says so", () => {
    const three = [
      { action: "quickStrike", weapon: "foot" },
      { action: "quickStrike", weapon: "machete" },
      { action: "quickStrike", weapon: "foot" },
    ] as const;
    expect(() => checkCombo(1, three, standing)).toThrow(
      /a combo of 3 actions is not allowed: speed 1 with several weapons allows 2/,
    );
  });

  it("a step with no weapon adds no second weapon: speed 1, a kick and a push is too long", () => {
    expect(() =>
      checkCombo(1, [{ action: "quickStrike", weapon: "foot" }, { action: "push" }], standing),
    ).toThrow(/speed 1 with one weapon allows 1/);
  });

  it("a stand in a combo gets the character up for the next steps; a drop puts it down", () => {
    const ground = { health: "healthy", posture: "ground" } as const;
    expect(() => checkCombo(2, [{ action: "stand" }, { action: "stand" }], ground)).toThrow(
      /stand is not allowed: the character is already standing/,
    );
    expect(checkCombo(2, [{ action: "stand" }, { action: "drop" }], ground)).toHaveLength(2);
    expect(() => checkCombo(2, [{ action: "drop" }, { action: "drop" }], standing)).toThrow(
      /drop is not allowed: it cannot be done from the ground/,
    );
    expect(checkCombo(2, [{ action: "drop" }, { action: "stand" }], standing)).toHaveLength(2);
    // a strike leaves the striker where it was: still standing, it may drop after
    expect(checkCombo(2, [{ action: "quickStrike" }, { action: "drop" }], standing)).toHaveLength(
      2,
    );
  });

  it("the posture before the combo: undoing a drop (standing) or a stand (ground), last step first", () => {
    expect(postureBeforeCombo([{ action: "drop" }], "ground")).toBe("standing");
    expect(postureBeforeCombo([{ action: "stand" }], "standing")).toBe("ground");
    expect(postureBeforeCombo([{ action: "quickStrike" }], "ground")).toBe("ground");
    expect(postureBeforeCombo([{ action: "quickStrike" }], "standing")).toBe("standing");
    expect(postureBeforeCombo([{ action: "drop" }, { action: "stand" }], "standing")).toBe(
      "standing",
    );
    expect(postureBeforeCombo([{ action: "stand" }, { action: "drop" }], "ground")).toBe("ground");
    expect(postureBeforeCombo([], "ground")).toBe("ground");
  });

  it("the posture before the combo refuses a bad posture or step, naming it", () => {
    expect(() => postureBeforeCombo([], "kneeling" as never)).toThrow(
      /posture must be one of .*got "kneeling"/,
    );
    expect(() => postureBeforeCombo({} as never, "ground")).toThrow(/combo must be a list/);
    expect(() => postureBeforeCombo([{ action: "drop" }, 5 as never], "ground")).toThrow(
      /combo step #2 must be a group of fields, got 5/,
    );
    expect(() => postureBeforeCombo([{ action: "somersault" as never }], "ground")).toThrow(
      /action must be one of .*got "somersault"/,
    );
  });

  it("a stored combo reads as checkCombo takes it: a step stored with no weapon (or an empty one) uses none", () => {
    expect(
      storedCombo([
        { action: "quickStrike", weapon: "machete" },
        { action: "drop", weapon: "" },
        { action: "stand" },
      ]),
    ).toEqual([
      { action: "quickStrike", weapon: "machete" },
      { action: "drop" },
      { action: "stand" },
    ]);
  });

  it("a stored combo refuses a bad step, naming it", () => {
    expect(() => storedCombo("drop" as never)).toThrow(/combo must be a list/);
    expect(() => storedCombo([{ action: "drop" }, null as never])).toThrow(
      /combo step #2 must be a group of fields, got null/,
    );
    expect(() => storedCombo([{ action: "drop", weapon: 4 as never }])).toThrow(
      /combo step #1 weapon must be text, got 4/,
    );
    expect(() => storedCombo([{ action: "hop" }])).toThrow(/action must be one of .*got "hop"/);
  });

  it("only a healthy character combos; a negative speed is refused", () => {
    expect(() =>
      checkCombo(1, [{ action: "quickStrike" }], { health: "injured", posture: "standing" }),
    ).toThrow(/only a healthy character can do a combo/);
    expect(() => quickActions(-1, false)).toThrow(/speed must be at least 0, got -1/);
    expect(() => quickActions(1, "yes" as never)).toThrow(
      /multipleWeapons must be true or false, got "yes"/,
    );
  });
});
