import * as mano from "../../rules/cards/mano";
import { GRIP_PATH, chooseGrip, undoGrip, type GripResult } from "../../rules/cards/mano-grip";
import { notAllowed, requireChoice, unknownId } from "../../rules/errors";
import type { GripChoice } from "../../rules/mano";
import type { Patch } from "../../rules/cards/shared";
import { D20_FORMULA, singleFace } from "../attack/dice";
import type { ActionSpec, CardClick, DocumentValues, StepInput, Write } from "./actions";

/*
 * The Mano a Mano card's own buttons (RULES 5), also Action Rounds' [I-7]: a target's footing roll
 * after a push or trip, and the hold picked after a grappling action, written to the attacker's
 * and the target's sheets at once (and taken back).
 */

const asMano = (card: unknown) => card as mano.ManoCard;

function target(click: CardClick): string {
  const id = click.data.target;
  if (!id) throw unknownId("target", id);
  return id;
}

function gripOf(doc: DocumentValues): Patch {
  const grip = doc.read(GRIP_PATH);
  return grip === undefined ? {} : { [GRIP_PATH]: grip };
}

/** Both actors' documents a grip step reads, or an error naming the one gone. */
function gripDocs(input: StepInput): { attacker: DocumentValues; target: DocumentValues } {
  const id = target(input.click);
  const attacker = input.documents.attacker;
  if (!attacker) throw notAllowed("changing the hold", "the attacker no longer exists");
  const doc = input.documents.targets[id];
  if (!doc) throw notAllowed(`changing ${id}`, "the actor no longer exists");
  return { attacker, target: doc };
}

function gripWrites(docs: { attacker: DocumentValues; target: DocumentValues }, r: GripResult) {
  const writes: Write[] = [];
  if (r.attacker)
    writes.push({ kind: "actor", uuid: docs.attacker.uuid, patch: r.attacker, items: {} });
  if (r.target) writes.push({ kind: "actor", uuid: docs.target.uuid, patch: r.target, items: {} });
  return writes;
}

/** RULES 5: the attacker picks after a success, the target after a failure. */
const pickGrip = (chooser: "attacker" | "target", who: ActionSpec["who"]): ActionSpec => ({
  who,
  attacker: true,
  targets: (_card, click) => [target(click)],
  run(input) {
    const docs = gripDocs(input);
    const choice = requireChoice("hold", input.click.data.choice, ["hold", "release"] as const);
    const result = chooseGrip(
      asMano(input.card),
      target(input.click),
      chooser,
      choice as GripChoice,
      gripOf(docs.attacker),
      gripOf(docs.target),
    );
    return { card: result.card, writes: gripWrites(docs, result) };
  },
});

export const MANO_ACTIONS: Readonly<Record<string, ActionSpec>> = {
  // RULES 5 push and trip: the target (or the attacker's side for it) rolls its footing
  rollFooting: {
    who: "apply",
    targets: (_card, click) => [target(click)],
    formulas: (card, click) =>
      asMano(card).targets.find((t) => t.id === click.data.target)?.footing === undefined
        ? [D20_FORMULA]
        : [],
    run: ({ card, click, rolls }) => ({
      card: rolls.length
        ? mano.rollFooting(asMano(card), target(click), singleFace(rolls[0]))
        : card,
      writes: [],
    }),
  },
  takeGrip: pickGrip("attacker", "attacker"),
  // the target's side answers a failed grappling action; the GM may answer for it
  answerGrip: pickGrip("target", "apply"),
  undoGrip: {
    who: "apply",
    attacker: true,
    targets: (_card, click) => [target(click)],
    run(input) {
      const docs = gripDocs(input);
      const result = undoGrip(
        asMano(input.card),
        target(input.click),
        gripOf(docs.attacker),
        gripOf(docs.target),
      );
      return { card: result.card, writes: gripWrites(docs, result) };
    },
  },
};
