import { it } from "vitest";
import { cardView } from "../src/chat/view-models";
import * as action from "../src/rules/cards/action";
import * as mano from "../src/rules/cards/mano";
import * as occult from "../src/rules/cards/occult";
import * as okrpg from "../src/rules/cards/okrpg";
import { actionInput, cardStates, gm, okrpgInput, toddInput } from "../test/chat/fixtures";
import { templateRenderer } from "../test/templates/harness";
import { measure, note } from "./harness";

// Chat cards: the cost of each step a click triggers (a transition, the view model, the
// template) and the size of the state every chat message stores.
it("cards: transitions, view models, rendering and stored size", () => {
  const states = cardStates();
  for (const [ruleset, byState] of Object.entries(states)) {
    const sizes = Object.entries(byState).map(
      ([state, card]) => `${state} ${JSON.stringify(card).length}`,
    );
    note(`${ruleset} card JSON size (bytes): ${sizes.join(", ")}`);
  }

  const hit = okrpg.create(okrpgInput([1, 1, 0, 0]));
  const render = templateRenderer();
  // The first functions measured in a fresh worker run cold; warm every path up first.
  for (let i = 0; i < 300; i++)
    for (const byState of Object.values(states))
      for (const card of Object.values(byState)) {
        const context = cardView(card, gm);
        render.render(context.template, context);
      }

  measure("okrpg create (roll, menu check, resolution)", () =>
    okrpg.create(okrpgInput([1, 1, 0, 0])),
  );
  measure("okrpg spend fullDamage", () => okrpg.spend(hit, "fullDamage"));
  measure("okrpg apply", () =>
    okrpg.apply(states.okrpg.spent as okrpg.OkrpgCard, "duel", {
      "system.wounds.lethal": 0,
      "system.wounds.nonlethal": 3,
    }),
  );
  measure("occult create + roll damage", () =>
    occult.rollDamage(occult.create(toddInput(45)), [4, 6], "bandit"),
  );
  measure("action create", () => action.create(actionInput([6, 3], [2])));
  measure("mano create", () =>
    mano.create({
      ...(states.mano.hit as mano.ManoCard),
      targets: (states.mano.hit as mano.ManoCard).targets,
    }),
  );

  for (const ruleset of Object.keys(states)) {
    const card = Object.values(states[ruleset])[0];
    measure(`${ruleset} view model`, () => cardView(card, gm));
    const context = cardView(card, gm);
    measure(`${ruleset} template render`, () => render.render(context.template, context));
  }
});
