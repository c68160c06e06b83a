import { isRulesError } from "../../../rules/errors";
import { itemRuleset, parseRuleset, type RulesetId } from "../../../rules/rulesets";
import { ruleOptions } from "../../../settings";
import { attackDialog } from "../dialog/roll-dialog";
import { notice, warn } from "../notify";
import { labelledDetails, type RawValues } from "../../view-models/dialog/form";
import type { RolledDice } from "../../attack/dice";
import { kitFor, rollablePlan, type AttackInput } from "../../attack/kits";
import { attackerTally } from "../../attack/tally";
import {
  actorView,
  bystanderViews,
  itemView,
  targetViews,
  type ActorDoc,
  type TokenDoc,
} from "../../attack/read";
import {
  inEncounter,
  keptSetups,
  mayPostSpending,
  readyHpSeat,
  spendReadyHp,
  withActiveDefences,
  withEvasions,
} from "../../../combat/foundry/encounter";
import { cardRollTotal } from "../../../combat/moves/ready-hp";
import { chosenMessageMode, offeredMessageModes } from "../message-modes";
import { actingToken, cardMessageData } from "../card/message-data";
import { sceneMeasure } from "./measure";
import { notify } from "../../../ui/foundry/notify";

/*
 * An attack, from the weapon row's button or a hotbar macro to the chat card: the attacker and its
 * weapon, the user's targeted tokens (game.user.targets, not the selection), the roll dialog, the
 * dice rolled with Foundry's Roll (so Dice So Nice and message modes work), the card made from their
 * faces by the rules layer, and ONE ChatMessage of the `attack` type carrying card and rolls.
 */

export interface AttackOptions {
  /** skip the dialog and attack with its defaults */
  readonly fastForward?: boolean;
  /** the dialog's values, given in advance (macros, tests); skips the dialog */
  readonly values?: RawValues;
  /** the application the attack was started from: the dialog opens in its window (v14 detached) */
  readonly opener?: unknown;
}

interface WeaponDoc {
  readonly id: string | null;
  readonly uuid: string;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
  readonly parent: unknown;
  readonly documentName?: string;
}

interface AttackerActor extends ActorDoc {
  readonly documentName?: string;
  readonly isOwner: boolean;
  readonly token?: TokenDoc | null;
  getActiveTokens?(linked?: boolean, document?: boolean): TokenDoc[];
}

function targetedTokens(): TokenDoc[] {
  const targets = (game.user as unknown as { targets?: Iterable<{ document: TokenDoc }> }).targets;
  return [...(targets ?? [])].map((token) => token.document);
}

/**
 * Attacks with a weapon item owned by an actor. Resolves with the chat message, or null when the
 * dialog was closed or the attack could not be made (the user is told why).
 */
export async function attackWithItem(
  item: WeaponDoc,
  options: AttackOptions = {},
): Promise<unknown> {
  const actor = item.parent as AttackerActor | null;
  if (!actor || actor.documentName !== "Actor") {
    warn(notice("NotOnActor", { name: item.name }));
    return null;
  }
  let ruleset: RulesetId;
  try {
    ruleset = parseRuleset(actor.type);
  } catch {
    warn(notice("NotAWeapon", { name: item.name }));
    return null;
  }
  if (item.type !== `${itemRuleset(ruleset)}-weapon`) {
    warn(notice("NotAWeapon", { name: item.name }));
    return null;
  }
  if (!actor.isOwner) {
    warn(notice("NotYourCharacter", { name: actor.name }));
    return null;
  }
  const token = actingToken(actor);
  const seat = ruleset === "rounds" ? readyHpSeat(actor.uuid) : null;
  // RULES 3: an Action target's active defense on the shot counter ticks its box in the dialog
  // RULES 5: a Mano a Mano target evading on the turns tracker fills its defense bonus in
  const targets = withEvasions(
    withActiveDefences(targetViews(targetedTokens(), token, sceneMeasure)),
  );
  const input: AttackInput = {
    ruleset,
    attacker: {
      actor: actorView(actor),
      tokenUuid: token?.uuid ?? null,
      weapon: itemView(item),
      readyHp: seat?.ready ?? null,
      weaponsStruck: seat?.weaponsStruck ?? [],
      // RULES 1.8: the setups the ladder keeps fill the OK RPG dialog in
      setups: ruleset === "okrpg" ? keptSetups(actor.uuid, targets) : null,
      inEncounter: inEncounter(actor.uuid),
    },
    targets,
    options: ruleOptions(ruleset),
    // RULES 5 cover: the characters on the scene who may cover a target
    ...(ruleset === "mano" || ruleset === "rounds"
      ? { bystanders: bystanderViews(targetedTokens(), token, sceneMeasure) }
      : {}),
    messageMode: chosenMessageMode(),
    messageModes: offeredMessageModes(),
  };
  const kit = kitFor(ruleset);
  const raw =
    options.values ?? (options.fastForward ? {} : await attackDialog(kit, input, options.opener));
  if (raw === null) return null;

  let card;
  let rolls: Roll[];
  let plan;
  try {
    plan = rollablePlan(kit, input, raw);
    rolls = [];
    for (const formula of kit.formulas(plan)) rolls.push(await new Roll(formula).evaluate());
    card = kit.card(plan, rolls as unknown as RolledDice[]);
  } catch (error) {
    if (!isRulesError(error)) throw error;
    notify(
      "warn",
      error.i18nKey,
      labelledDetails(error.details, (k) => game.i18n!.localize(k)),
    );
    return null;
  }
  const data = cardMessageData({ card, actor, token, rolls, messageMode: plan.messageMode });
  // RULES 4: the ready hit points spent on the attack leave the attacker's pool on the tracker
  const hpSpent = (card as { situation?: { hpSpent?: number } }).situation?.hpSpent;
  if (!mayPostSpending(seat, hpSpent)) return null;
  const message = await ChatMessage.create(data as never);
  // RULES 5 load: the round fired leaves the weapon with the card
  const weaponUpdate = kit.weaponUpdate?.(plan);
  if (weaponUpdate)
    await (item as unknown as { update(d: object): Promise<unknown> }).update(weaponUpdate);
  if (seat && hpSpent && item.id) await spendReadyHp(seat, hpSpent, item.id, cardRollTotal(card));
  // RULES 2: the round's tally of attacks (the attacker is the user's own character)
  const tally = attackerTally(card, actor.system);
  if (tally) await (actor as unknown as { update(d: object): Promise<unknown> }).update(tally);
  return message;
}
