/**
 * Test double for `game.settings`: register/get/set with the semantics systems rely on —
 * registration keyed "<namespace>.<key>", `get` returns the stored value or the default, and
 * world-scoped settings may only be set by a GM (Foundry's "Modify Configuration Settings"
 * permission defaults to Assistant GM and above; see the Foundry knowledge base article
 * "Settings" and dnd5e's module/settings.mjs registering world settings with `scope: "world"`).
 */
export interface SettingRegistration {
  name?: string;
  hint?: string;
  scope?: "world" | "client" | "user";
  config?: boolean;
  type?: unknown;
  choices?: Record<string, string>;
  default?: unknown;
  requiresReload?: boolean;
  onChange?: (value: unknown) => void;
}

/** A settings menu: a button in the settings that opens an application (ClientSettings#registerMenu). */
export interface MenuRegistration {
  name?: string;
  label?: string;
  hint?: string;
  icon?: string;
  type: unknown;
  restricted?: boolean;
}

export class SettingsDouble {
  readonly registrations = new Map<string, SettingRegistration>();
  readonly values = new Map<string, unknown>();
  readonly menus = new Map<string, MenuRegistration>();

  constructor(private readonly isGM: () => boolean) {}

  register(namespace: string, key: string, data: SettingRegistration): void {
    this.registrations.set(`${namespace}.${key}`, data);
  }

  /** API docs, ClientSettings#registerMenu: keyed "<namespace>.<key>" like a setting. */
  registerMenu(namespace: string, key: string, data: MenuRegistration): void {
    this.menus.set(`${namespace}.${key}`, data);
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const registration = this.registrations.get(id);
    if (!registration) throw new Error(`"${id}" is not a registered game setting`);
    return this.values.has(id) ? this.values.get(id) : registration.default;
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const registration = this.registrations.get(id);
    if (!registration) throw new Error(`"${id}" is not a registered game setting`);
    if (registration.scope === "world" && !this.isGM())
      throw new Error(`User lacks permission to update world setting ${id}`);
    if (registration.choices && !(String(value) in registration.choices))
      throw new Error(`${id}: ${String(value)} is not one of its choices`);
    this.values.set(id, value);
    registration.onChange?.(value);
    return value;
  }
}
