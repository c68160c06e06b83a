import { isDerivedBar } from "../data/token-bars";

/**
 * The system's token document: bars worked out from other data (OK RPG health, the harm tracks,
 * Action Rounds hit points, Occult Ops armor) are editable in the Token HUD. Foundry makes a bar
 * editable only when its `value` is a stored schema field (foundryvtt/foundryvtt#8715, #8907);
 * pf2e, Nimble and Draw Steel override getBarAttribute the same way for their derived resources.
 * The edit itself reaches ActionEngineActor#modifyTokenAttribute, which applies the rules.
 */
export class ActionEngineTokenDocument extends foundry.documents.TokenDocument {
  override getBarAttribute(
    ...args: Parameters<foundry.documents.TokenDocument["getBarAttribute"]>
  ): ReturnType<foundry.documents.TokenDocument["getBarAttribute"]> {
    const bar = super.getBarAttribute(...args);
    const actor = this.actor;
    if (bar?.type === "bar" && actor && isDerivedBar(actor.ruleset, bar.attribute))
      return { ...bar, editable: true };
    return bar;
  }
}
