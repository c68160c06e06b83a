import { kitFor, type AttackInput } from "../../chat/attack/kits";
import { weaponActions } from "../../chat/attack/kits/mano";
import { actorView, type ActorDoc } from "../../chat/attack/read";
import type { ActorView, TargetView } from "../../chat/attack/views";
import type { RawValues } from "../../chat/view-models/dialog/form";
import { isRulesError } from "../../rules/errors";
import { ACTIONS, action } from "../../rules/mano";
import type { OddsPolicy } from "../../rules/odds";
import type { OddsAttack, OddsFighter, OddsInput, OddsNote, OddsTurnFacts } from "../../rules/odds";
import type { RuleOptions } from "../../rules/options";
import { hitPoints } from "../../rules/rounds";
import { itemRuleset, type RulesetId } from "../../rules/rulesets";
import { actorFacts } from "../facts";
import {
  ladderBase,
  occultModifier,
  reachOf,
  readyHpEntry,
  shotsEntry,
  turnsEntry,
  type ActorFacts,
} from "../inputs";
import type { CombatantSnapshot, CombatSnapshot } from "../snapshot";

/*
 * The odds' input from the encounter as the table has it: each combatant's actor read the way
 * the roll dialog reads it (the ruleset's attack kit, its default values: every weapon in use
 * against every other combatant, plainly and with the target's defensive option ticked), the
 * tracker's own reading of what its mode needs (src/combat/inputs.ts), and the encounter's state.
 * Pure: Foundry and the playground hand over their documents as plain views.
 */

/** One combatant with its actor, as the host reads it. */
export interface OddsCombatant {
  readonly combatant: CombatantSnapshot;
  readonly actor:
    (ActorDoc & { readonly items: { contents: ActorDoc["items"]["contents"] } }) | null;
  readonly tokenUuid: string | null;
  /** no player owns it (the playground: the hostile side) */
  readonly npc: boolean;
}

/** The encounter as the host has it. */
export interface OddsEncounter {
  readonly ruleset: RulesetId;
  readonly snapshot: CombatSnapshot;
  readonly combatants: readonly OddsCombatant[];
  readonly options: RuleOptions[RulesetId];
  readonly round: OddsInput["round"];
  /** distance between two combatants' tokens where the scene measures it, by combatant id */
  readonly distance?: (from: string, to: string) => { feet: number | null; metres: number | null };
}

export interface OddsRequest {
  readonly policy: OddsPolicy;
  readonly runs: number;
  readonly seed: number;
}

/** Why the odds cannot be worked out for this encounter (ACTION_ENGINE.Odds.Problem.<key>). */
export type OddsProblem = "noEncounter" | "oneSide" | "noAttacks";

/** RULES 1.8, 2, 3, 5: the dialog's values that tick a target's defensive option. */
function guardedValues(ruleset: RulesetId, targets: readonly TargetView[]): RawValues {
  const field = (t: TargetView, name: string, value: unknown) => [`target.${t.id}.${name}`, value];
  return Object.fromEntries(
    targets.map((t) => {
      switch (ruleset) {
        case "okrpg":
          return field(t, "active", "one");
        case "occult":
          return field(t, "defence.dodge", true);
        case "action":
          return field(t, "active", true);
        default:
          return field(t, "defenceBonus", ACTIONS.cautiousStrike.defenceBonus);
      }
    }),
  );
}

/** What the tracker's mode needs from this combatant, read as its round start reads it. */
function turnFacts(
  snapshot: CombatSnapshot,
  c: CombatantSnapshot,
  facts: ActorFacts,
): OddsTurnFacts {
  const surpriseRound = snapshot.round === 0 && snapshot.combatants.some((o) => o.system.surprised);
  switch (snapshot.mode) {
    case "ladder":
      return { ladder: { base: ladderBase(facts).base } };
    case "standard":
      return { standard: { modifier: occultModifier(facts) } };
    case "shots": {
      const { id: _id, roll: _roll, ...entry } = shotsEntry(c, facts, undefined, surpriseRound);
      return { shots: entry };
    }
    case "readyHp": {
      const { id: _id, nonDamaged: _hp, ...entry } = readyHpEntry(c, facts);
      return { readyHp: { ...entry, surprised: c.system.surprised } };
    }
    case "turns": {
      const { id: _id, ...entry } = turnsEntry(c, facts);
      return { turns: entry, reach: reachOf(facts) };
    }
  }
}

interface Plan {
  readonly input: { readonly targets: readonly { readonly id: string }[] } & Record<
    string,
    unknown
  >;
  readonly bands?: Readonly<Record<string, string>>;
  readonly refused?: { readonly code: string } | null;
}

/** The card input's attacker part and its targets by id (Occult: with the band the dialog assumed). */
function split(plan: Plan): { card: Record<string, unknown>; targets: Record<string, unknown> } {
  const { targets, ...card } = plan.input;
  return {
    card,
    targets: Object.fromEntries(
      targets.map((t) => [t.id, plan.bands?.[t.id] ? { ...t, band: plan.bands[t.id] } : t]),
    ),
  };
}

/**
 * The attacks a weapon offers: one, or for Mano a Mano and Action Rounds one per attack action it
 * allows (grappling left out); each with its targets read plainly and guarded.
 */
function attacksOf(
  ruleset: RulesetId,
  base: AttackInput,
  weapon: ActorView["items"][number],
): OddsAttack<unknown, unknown>[] {
  const kit = kitFor(ruleset);
  const guarded = guardedValues(ruleset, base.targets);
  const mano = itemRuleset(ruleset) === "mano";
  const actions = mano
    ? weaponActions(weapon.system as never).filter((id) => {
        const a = action(id);
        return a.harms && a.roll !== "grapple";
      })
    : [null];
  const made: OddsAttack<unknown, unknown>[] = [];
  for (const id of actions) {
    const chosen: RawValues = id === null ? {} : { action: id };
    const plain = kit.prepare(base, chosen).plan as unknown as Plan;
    const input = plain.input as { situation?: { action?: string } };
    // the dialog turned the action down (refused now): it is not on offer
    if (id !== null && input.situation?.action !== id) continue;
    if (plain.refused) continue;
    const both = split(plain);
    const held = split(kit.prepare(base, { ...chosen, ...guarded }).plan as unknown as Plan);
    made.push({
      weaponId: weapon.id,
      weapon: weapon.name,
      ...(id === null ? {} : { action: id, defensive: action(id).defenceBonus > 0 }),
      card: both.card,
      targets: both.targets,
      guarded: held.targets,
    });
  }
  return made;
}

/** The combatants who fight: an actor of the world's ruleset each. */
function fighting(e: OddsEncounter): OddsCombatant[] {
  return e.combatants.filter((c) => c.actor?.type === e.ruleset);
}

function targetView(e: OddsEncounter, from: OddsCombatant | null, c: OddsCombatant): TargetView {
  const measured = from && e.distance ? e.distance(from.combatant.id, c.combatant.id) : null;
  return {
    id: c.combatant.id,
    name: c.combatant.name,
    tokenUuid: c.tokenUuid,
    actor: actorView(c.actor!),
    feet: measured?.feet ?? null,
    metres: measured?.metres ?? null,
  };
}

/** The notes on what the dialog could not know and the odds assumed. */
function assumed(
  e: OddsEncounter,
  fighters: readonly OddsFighter[],
  unmeasured: ReadonlySet<string>,
): OddsNote[] {
  const notes: OddsNote[] = [];
  const names = (list: readonly string[]) => [...new Set(list)].join(", ");
  const leftOut = e.combatants.filter((c) => c.actor?.type !== e.ruleset);
  if (leftOut.length)
    notes.push({ key: "LeftOut", data: { names: names(leftOut.map((c) => c.combatant.name)) } });
  const unarmed = fighters.filter((f) => f.attacks.length === 0);
  if (unarmed.length)
    notes.push({ key: "NoWeapon", data: { names: names(unarmed.map((f) => f.name)) } });
  if (e.ruleset === "occult") {
    const banded = fighters.flatMap((f) =>
      f.attacks
        .filter((a) => Object.values(a.targets).some((t) => (t as { band?: string }).band))
        .map((a) => a.weapon),
    );
    if (banded.length) notes.push({ key: "RangeAssumed", data: { names: names(banded) } });
  }
  // RULES 5: a throw or a shot at a distance nobody measured is read at the dialog's 0 metres
  const guessed = fighters.flatMap((f) =>
    f.attacks
      .filter((a) => {
        const roll = a.action ? action(a.action).roll : null;
        return (roll === "thrown" || roll === "shot") && unmeasured.has(f.id);
      })
      .map((a) => a.weapon),
  );
  if (guessed.length) notes.push({ key: "DistanceAssumed", data: { names: names(guessed) } });
  return notes;
}

/** The odds' input for this encounter, or why there are none. */
export function oddsInput(
  e: OddsEncounter,
  request: OddsRequest,
): { readonly input: OddsInput } | { readonly problem: OddsProblem } {
  const all = fighting(e);
  if (all.length === 0) return { problem: "noEncounter" };
  const standing = all.filter((c) => !c.combatant.defeated);
  if (
    !standing.some((c) => c.combatant.side === "friendly") ||
    !standing.some((c) => c.combatant.side === "hostile")
  )
    return { problem: "oneSide" };
  const ruleset = e.ruleset;
  const weaponType = `${itemRuleset(ruleset)}-weapon`;
  const attacks = new Map<string, OddsAttack<unknown, unknown>[]>();
  const asTarget = new Map<string, unknown>();
  const unmeasured = new Set<string>();
  for (const c of all) {
    const view = actorView(c.actor!);
    const others = all.filter((o) => o !== c).map((o) => targetView(e, c, o));
    if (others.some((o) => o.metres === null)) unmeasured.add(c.combatant.id);
    const made: OddsAttack<unknown, unknown>[] = [];
    for (const weapon of view.items.filter((i) => i.type === weaponType)) {
      if ((weapon.system as { equipped?: unknown }).equipped === false) continue;
      const base: AttackInput = {
        ruleset,
        attacker: { actor: view, tokenUuid: c.tokenUuid, weapon, readyHp: null },
        targets: others,
        options: e.options,
        bystanders: [],
        messageMode: "public",
      };
      try {
        made.push(...attacksOf(ruleset, base, weapon));
      } catch (error) {
        // a weapon the dialog cannot read (damaged data) is left out, as a refused attack is
        if (!isRulesError(error)) throw error;
      }
    }
    attacks.set(c.combatant.id, made);
    for (const one of made)
      for (const [id, target] of Object.entries(one.targets))
        if (!asTarget.has(id)) asTarget.set(id, target);
  }
  if (![...attacks.values()].some((list) => list.length)) return { problem: "noAttacks" };
  // one nobody else can attack is read as a target by its own first attack, against a copy of it
  for (const c of all) {
    if (asTarget.has(c.combatant.id) || !attacks.get(c.combatant.id)?.length) continue;
    const view = actorView(c.actor!);
    const self = {
      ...targetView(e, null, c),
      actor: { ...view, uuid: `${view.uuid}#odds` },
      tokenUuid: null,
    };
    const weapon = view.items.find((i) => i.id === attacks.get(c.combatant.id)![0].weaponId)!;
    const plan = kitFor(ruleset).prepare(
      {
        ruleset,
        attacker: { actor: view, tokenUuid: c.tokenUuid, weapon, readyHp: null },
        targets: [self],
        options: e.options,
        messageMode: "public",
      },
      {},
    ).plan as unknown as Plan;
    asTarget.set(c.combatant.id, split(plan).targets[c.combatant.id]);
  }
  const fighters = all
    .filter((c) => asTarget.has(c.combatant.id))
    .map((c): OddsFighter => {
      const facts = actorFacts(c.actor as never);
      const system = c.actor!.system as { strength?: number };
      return {
        ruleset,
        id: c.combatant.id,
        name: c.combatant.name,
        side: c.combatant.side,
        npc: c.npc,
        out: c.combatant.defeated,
        turn: turnFacts(e.snapshot, c.combatant, facts),
        target: asTarget.get(c.combatant.id),
        attacks: attacks.get(c.combatant.id) ?? [],
        ...(ruleset === "okrpg" ? { recoveryStep: facts.okrpg?.recoveryStep ?? 0 } : {}),
        ...(ruleset === "occult" ? { hp: facts.health } : {}),
        ...(ruleset === "action" ? { hits: facts.health } : {}),
        ...(itemRuleset(ruleset) === "mano" ? { hitPoints: hitPoints(system.strength ?? 0) } : {}),
      } as unknown as OddsFighter;
    });
  const okrpgWounds = (f: OddsFighter) => {
    if (f.ruleset !== "okrpg" || f.target.system !== "full") return f;
    const facts = actorFacts(all.find((c) => c.combatant.id === f.id)!.actor as never);
    // the wounds with their recovery counter (RULES 1.3: fractions carry over between rounds)
    return { ...f, target: { ...f.target, wounds: facts.okrpg?.wounds ?? f.target.wounds } };
  };
  return {
    input: {
      ruleset,
      mode: e.snapshot.mode,
      options: e.options,
      round: e.round,
      now: { round: e.snapshot.round, state: e.snapshot.state },
      tideLuck: { friendly: e.snapshot.tide.friendly.luck, hostile: e.snapshot.tide.hostile.luck },
      fighters: fighters.map(okrpgWounds),
      notes: assumed(e, fighters, unmeasured),
      policy: request.policy,
      runs: request.runs,
      seed: request.seed,
    },
  };
}
