import { getProperty } from "./utils";

/**
 * Test doubles for a token's resource bars and the Token HUD's bar inputs (sources in
 * test/foundry/BEHAVIOURS.md, "Tokens and the Token HUD"):
 * - `TokenDocument#getBarAttribute(barName, {alternative})` reads `bar1`/`bar2.attribute` (or the
 *   alternative path) on the actor's `system`: a `{value, max}` object is a "bar", a number a
 *   "value". It is `editable` only when the edited path (`<attr>.value` for a bar) is a field of
 *   the actor's data model schema: a derived value is shown but not editable
 *   (foundryvtt/foundryvtt#8715, #8907).
 * - The Token HUD opens only for a user who may control the token (its actor's owner or a GM).
 *   A bar the token reports not editable has its input disabled. Submitting an input reads a
 *   leading `+` or `-` as a change and `=` or a bare number as the new value, and calls
 *   `Actor#modifyTokenAttribute(attribute, value, isDelta, isBar)` (foundryvtt/foundryvtt#10342).
 */

interface UserLike {
  readonly id: string;
  readonly isGM: boolean;
}

interface ActorLike {
  readonly name: string;
  readonly system: object;
  testUserPermission(user: UserLike, level: "OWNER"): boolean;
  modifyTokenAttribute(
    attribute: string,
    value: number,
    isDelta: boolean,
    isBar: boolean,
  ): Promise<unknown>;
}

export interface BarAttribute {
  type: "bar" | "value";
  attribute: string;
  value: number;
  max?: number;
  editable: boolean;
}

/** Whether a dotted path names a field of a data model's schema (nested schema fields walked). */
function isSchemaField(system: object, path: string): boolean {
  let field: unknown = (system.constructor as { schema?: unknown }).schema;
  for (const part of path.split(".")) {
    const fields = (field as { fields?: Record<string, unknown> } | undefined)?.fields;
    if (!fields || !(part in fields)) return false;
    field = fields[part];
  }
  return true;
}

export class TokenDocumentDouble {
  static documentName = "Token";

  actor: ActorLike | null;
  bar1: { attribute: string | null };
  bar2: { attribute: string | null };

  constructor(data: { actor?: ActorLike | null; bar1?: string | null; bar2?: string | null } = {}) {
    this.actor = data.actor ?? null;
    this.bar1 = { attribute: data.bar1 ?? null };
    this.bar2 = { attribute: data.bar2 ?? null };
  }

  getBarAttribute(
    barName: string,
    { alternative }: { alternative?: string } = {},
  ): BarAttribute | null {
    const attribute =
      alternative ??
      (this as unknown as Record<string, { attribute: string | null } | undefined>)[barName]
        ?.attribute;
    if (!attribute || !this.actor) return null;
    const system = this.actor.system;
    const data = getProperty(system, attribute);
    if (typeof data === "number")
      return { type: "value", attribute, value: data, editable: isSchemaField(system, attribute) };
    if (data && typeof data === "object" && "value" in data && "max" in data)
      return {
        type: "bar",
        attribute,
        value: Number(data.value),
        max: Number(data.max),
        editable: isSchemaField(system, `${attribute}.value`),
      };
    return null;
  }
}

/** The Token HUD as one user sees it over one token. */
export class TokenHUDDouble {
  private constructor(
    readonly token: TokenDocumentDouble,
    readonly user: UserLike,
  ) {}

  /** Opens the HUD over a token: only a user who may control it (owner or GM) gets one. */
  static open(token: TokenDocumentDouble, user: UserLike): TokenHUDDouble | null {
    const canControl = user.isGM || (token.actor?.testUserPermission(user, "OWNER") ?? false);
    return canControl ? new TokenHUDDouble(token, user) : null;
  }

  /** The bar input's state: what it shows and whether it is disabled. */
  input(barName: "bar1" | "bar2"): { value: number; disabled: boolean } | null {
    const bar = this.token.getBarAttribute(barName);
    return bar ? { value: bar.value, disabled: !bar.editable } : null;
  }

  /** Types into a bar's input and submits it; a disabled input takes nothing. */
  async submit(barName: "bar1" | "bar2", text: string): Promise<void> {
    const bar = this.token.getBarAttribute(barName);
    if (!bar || !bar.editable || !this.token.actor)
      throw new Error(`the ${barName} input is disabled`);
    const typed = text.trim();
    const isDelta = /^[+-]/.test(typed);
    const value = Number(typed.replace(/^=/, ""));
    if (Number.isNaN(value)) return;
    await this.token.actor.modifyTokenAttribute(bar.attribute, value, isDelta, bar.type === "bar");
  }
}
