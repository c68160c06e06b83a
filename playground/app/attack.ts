import { kitFor, rollablePlan, type AttackInput } from "../../src/chat/attack/kits";
import type { RolledDice } from "../../src/chat/attack/dice";
import { actorView, itemView } from "../../src/chat/attack/read";
import type { KeptSetups, TargetView } from "../../src/chat/attack/views";
import { focusFirstField, formValues, wireLive, type FormLike } from "../../src/chat/dialog/live";
import { DIALOG_TEMPLATE, LIVE_TEMPLATE } from "../../src/chat/template-paths";
import type { AttackCard } from "../../src/chat/view-models";
import { labelledDetails, type RawValues } from "../../src/chat/view-models/dialog/form";
import { isRulesError } from "../../src/rules/errors";
import { key } from "../../src/chat/view-models/shared";
import { itemRuleset, parseRuleset } from "../../src/rules/rulesets";
import type { Host } from "./host";
import { openModal } from "./modal";
import type { PreparedActor } from "./store";

/*
 * An attack from a sheet's weapon row to a card, as src/chat/foundry/attack/flow.ts makes it in Foundry:
 * the attacker, its weapon and the targeted characters as plain views, the roll dialog (the real
 * template and the kit's live exact chances), the dice the kit asks for, and the card its faces
 * make. There are no tokens here, so distances are unknown (the dialog asks for them).
 */

/**
 * The characters targeted, as an attack reads them; `defending` names those whose active defense
 * the shot counter holds now (RULES 3).
 */
export function targetViewsOf(
  targets: readonly PreparedActor[],
  defending: readonly string[] = [],
  evading: Readonly<Record<string, number>> = {},
): TargetView[] {
  return targets.map((actor) => ({
    id: actor.id,
    name: actor.name,
    tokenUuid: null,
    actor: actorView(actor),
    feet: null,
    metres: null,
    ...(defending.includes(actor.id) ? { activeDefence: true } : {}),
    ...(evading[actor.id] ? { evading: evading[actor.id] } : {}),
  }));
}

export interface AttackRequest {
  readonly attacker: PreparedActor;
  readonly weaponId: string;
  readonly targets: readonly PreparedActor[];
  /** Action Rounds: the attacker's ready hit points on the tracker, when it is in the round */
  readonly readyHp: number | null;
  /** Action Rounds: the weapons struck with in the act the attack adds to (RULES 4) */
  readonly weaponsStruck?: readonly string[];
  /** OK RPG: the setups the tracker's ladder keeps (RULES 1.8) */
  readonly setups?: KeptSetups | null;
  /** the attacker fights in the encounter under way (a Mano a Mano combo continues by default) */
  readonly inEncounter?: boolean;
  /** the other picked characters, neither attacker nor target: one may cover a target (RULES 5) */
  readonly bystanders?: readonly PreparedActor[];
  /** Action: the characters whose active defense the shot counter holds now (RULES 3) */
  readonly defending?: readonly string[];
  /** Mano a Mano: the defence bonus of those evading on the turns tracker (RULES 5) */
  readonly evading?: Readonly<Record<string, number>>;
  readonly theme: string;
}

export interface AttackMade {
  readonly card: AttackCard;
  readonly rolls: ReturnType<Host["roll"]>[];
  /** Action Rounds: ready hit points the attack spent (RULES 4) */
  readonly hpSpent: number;
  /** RULES 5 load: the weapon's update (a round fired), or null */
  readonly weaponUpdate: Readonly<Record<string, unknown>> | null;
}

/** The attack's input as the kits take it, or null (told why) when the item is no weapon of its. */
export function attackInput(host: Host, request: Omit<AttackRequest, "theme">): AttackInput | null {
  const { attacker } = request;
  const ruleset = parseRuleset(attacker.type);
  const weapon = attacker.items.get(request.weaponId);
  if (!weapon || weapon.type !== `${itemRuleset(ruleset)}-weapon`) {
    host.notify(host.i18n.format(key("Notify", "NotAWeapon"), { name: weapon?.name ?? "" }));
    return null;
  }
  return {
    ruleset,
    attacker: {
      actor: actorView(attacker),
      tokenUuid: null,
      weapon: itemView(weapon),
      readyHp: request.readyHp,
      weaponsStruck: request.weaponsStruck ?? [],
      setups: request.setups ?? null,
      inEncounter: request.inEncounter ?? false,
    },
    targets: targetViewsOf(request.targets, request.defending, request.evading),
    options: host.store.ruleOptions(ruleset),
    bystanders: targetViewsOf(request.bystanders ?? []),
    messageMode: "public",
  };
}

/** The dice the kit asks for with the dialog's values, and the card their faces make. */
export function rollAttack(host: Host, input: AttackInput, raw: RawValues): AttackMade | null {
  try {
    const kit = kitFor(input.ruleset);
    const plan = rollablePlan(kit, input, raw);
    const rolls = kit.formulas(plan).map((formula) => host.roll(formula));
    const card = kit.card(plan, rolls as unknown as RolledDice[]);
    const hpSpent = (card as { situation?: { hpSpent?: number } }).situation?.hpSpent ?? 0;
    return { card, rolls, hpSpent, weaponUpdate: kit.weaponUpdate?.(plan) ?? null };
  } catch (error) {
    if (!isRulesError(error)) throw error;
    const details = labelledDetails(error.details, (k) => host.i18n.localize(k));
    host.notify(host.i18n.format(error.i18nKey, details));
    return null;
  }
}

/** Opens the roll dialog, then rolls and makes the card; null when the dialog was closed. */
export async function attack(host: Host, request: AttackRequest): Promise<AttackMade | null> {
  const input = attackInput(host, request);
  if (!input) return null;
  const kit = kitFor(input.ruleset);
  const raw = await openModal<RawValues>({
    title: host.i18n.format("ACTION_ENGINE.Dialog.Title", {
      attacker: input.attacker.actor.name,
      weapon: input.attacker.weapon.name,
    }),
    content: host.render(DIALOG_TEMPLATE, kit.prepare(input, {}).context),
    classes: "action-engine ae-roll-dialog",
    theme: request.theme,
    closeLabel: host.i18n.localize("ACTION_ENGINE.Playground.Close"),
    buttons: [
      {
        label: host.i18n.localize("ACTION_ENGINE.Dialog.Roll"),
        action: "roll",
        primary: true,
        value: (form) => formValues(form as unknown as FormLike),
      },
      // Cancel beside Roll, as the Foundry dialog has it
      { label: host.i18n.localize("ACTION_ENGINE.Dialog.Cancel"), value: () => null },
    ],
    onRender(form) {
      wireLive(
        form,
        form as unknown as FormLike,
        (values) => kit.prepare(input, values).context,
        async (block) => host.render(LIVE_TEMPLATE, block),
      );
      focusFirstField(form);
    },
  });
  return raw === null ? null : rollAttack(host, input, raw);
}
