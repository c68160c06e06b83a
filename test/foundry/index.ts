import en from "../../lang/en.json";
import manifest from "../../system.json";
import { createLocalizer, type Localizer } from "../../playground/host/i18n";
import { APPLICATIONS } from "./applications";
import { APPV1, SHEET_APPLICATIONS } from "./sheets";
import { MessageDouble } from "./chat";
import {
  bindCombat,
  CombatantDouble,
  CombatDouble,
  UserDouble as CombatUser,
  UsersDouble,
} from "./combat";
import { DataModel, TypeDataModel } from "./data-model";
import {
  ActorDouble,
  bindDocuments,
  Collection,
  ItemDouble,
  type DbOperation,
  type DocumentDouble,
  type DocumentWorld,
} from "./documents";
import {
  ArrayField,
  BooleanField,
  DataField,
  DataModelValidationError,
  HTMLField,
  NumberField,
  ObjectField,
  SchemaField,
  SetField,
  StringField,
} from "./fields";
import {
  defaultGeneration,
  generation,
  installMessageModes,
  useGeneration,
  type Generation,
} from "./generation";
import { HooksDouble } from "./hooks";
import { TokenDocumentDouble } from "./tokens";
import { NotificationsDouble } from "./notifications";
import { resetPermissions, userCan } from "./permissions";
import { SettingsDouble } from "./settings";
import { defaultStatusConfig, SHOW_ICON } from "./statuses";
import { deepClone, escapeHTML, expandObject, getProperty, setProperty } from "./utils";

/**
 * A small, explicit stand-in for the parts of Foundry VTT the adapters touch (DESIGN.md,
 * "Testing" 2). Each piece documents the behaviour it imitates and where that is described.
 * `installFoundry()` puts fresh globals in place; call it in `beforeEach`.
 *
 * The classes the system extends at import time (`foundry.abstract.TypeDataModel`, `Actor`,
 * `Item`) are installed as soon as this module loads, so import it before any src/ module that
 * defines documents or data models.
 */
export interface UserDouble {
  id: string;
  name: string;
  isGM: boolean;
  /** the current client's user (Foundry's User#isSelf) */
  isSelf: boolean;
  /** CONST.USER_ROLES; undefined: GAMEMASTER for a GM, PLAYER otherwise (permissions.ts) */
  role?: number;
  /** API docs, User#can: whether the user's role is granted the permission */
  can(permission: string): boolean;
}

export interface FoundryDouble {
  /** the Foundry generation imitated (test/foundry/generation.ts) */
  generation: Generation;
  hooks: HooksDouble;
  settings: SettingsDouble;
  user: UserDouble;
  system: {
    id: string;
    api?: unknown;
    primaryTokenAttribute?: string;
    secondaryTokenAttribute?: string;
  };
  config: Record<string, unknown> & DocumentWorld["config"];
  i18n: Localizer;
  notifications: NotificationsDouble;
  /** every database write, in order */
  operations: DbOperation[];
  /** every Create dialog opened, with the types it offered */
  dialogs: DocumentWorld["dialogs"];
  actors: Collection<DocumentDouble>;
  items: Collection<DocumentDouble>;
  /** raw world data as loaded (Foundry's game.data), for documents that failed validation */
  data: { actors: Record<string, unknown>[]; items: Record<string, unknown>[] };
}

const FOUNDRY_NAMESPACE = {
  abstract: { DataModel, TypeDataModel },
  // the token document the system extends (test/foundry/tokens.ts)
  documents: { TokenDocument: TokenDocumentDouble },
  data: {
    fields: {
      DataField,
      NumberField,
      StringField,
      HTMLField,
      BooleanField,
      SchemaField,
      ObjectField,
      ArrayField,
      SetField,
    },
    validation: { DataModelValidationError },
  },
  utils: { deepClone, escapeHTML, expandObject, getProperty, setProperty },
  // the sheets' part (test/foundry/sheets.ts) added beside the tracker's
  applications: {
    ...APPLICATIONS,
    ...SHEET_APPLICATIONS,
    api: { ...APPLICATIONS.api, ...SHEET_APPLICATIONS.api },
  },
  appv1: APPV1,
};

const g = globalThis as Record<string, unknown>;
g.foundry = FOUNDRY_NAMESPACE;
g.Actor = ActorDouble;
g.Item = ItemDouble;
g.Combat = CombatDouble;
g.Combatant = CombatantDouble;

/**
 * `game.system`, the system package: its id and the manifest's token attributes. Whether Foundry
 * reads token attributes a system sets here at run time: no source found (issue 27 doubts it);
 * the double keeps the manifest's (a run-time set changes nothing, as Reflect.set on a read-only
 * property), the harsher case. Other properties may be added (the system puts its `api` there).
 */
function systemPackage(): FoundryDouble["system"] {
  const system = { id: "action-engine" } as FoundryDouble["system"];
  for (const key of ["primaryTokenAttribute", "secondaryTokenAttribute"] as const)
    Object.defineProperty(system, key, { value: manifest[key], enumerable: true, writable: false });
  return system;
}

export function installFoundry(
  options: { isGM?: boolean; generation?: Generation } = {},
): FoundryDouble {
  useGeneration(options.generation ?? defaultGeneration());
  resetPermissions();
  const user: UserDouble = {
    id: "user0000000000gm",
    name: "Gamemaster",
    isGM: options.isGM ?? true,
    isSelf: true,
    can(permission) {
      return userCan(user, permission);
    },
  };
  const hooks = new HooksDouble();
  const double: FoundryDouble = {
    generation: generation(),
    hooks,
    settings: new SettingsDouble(() => user.isGM),
    user,
    system: systemPackage(),
    config: {
      Actor: { documentClass: ActorDouble, dataModels: {}, trackableAttributes: {} },
      Item: { documentClass: ItemDouble, dataModels: {} },
      // chat messages of the system's subtypes (test/foundry/chat.ts; installChat adds the rest)
      ChatMessage: { documentClass: MessageDouble, dataModels: {} },
      Token: { documentClass: TokenDocumentDouble, dataModels: {} },
    } as FoundryDouble["config"],
    i18n: createLocalizer(en, { onMissing: "throw" }),
    notifications: new NotificationsDouble(),
    operations: [],
    dialogs: [],
    actors: new Collection(),
    items: new Collection(),
    data: { actors: [], items: [] },
  };
  bindDocuments({
    operations: double.operations,
    dialogs: double.dialogs,
    config: double.config,
    collections: { Actor: double.actors, Item: double.items },
    user: () => user,
    hooks,
  });
  // combats and combatants (test/foundry/combat.ts); installCombat adds users, rolls and queries
  Object.assign(double.config, {
    Combat: { documentClass: CombatDouble, dataModels: {} },
    Combatant: { documentClass: CombatantDouble, dataModels: {} },
    queries: {},
    ui: {},
    // the Token HUD palette and the defeated status (test/foundry/statuses.ts)
    ...defaultStatusConfig(),
  });
  const self = new CombatUser(user.id, user.name, user.isGM);
  bindCombat({
    operations: double.operations,
    config: double.config as never,
    hooks,
    actors: double.actors as never,
    combats: new Collection(),
    users: new UsersDouble([self], self),
    queries: [],
    tokens: new Map(),
  });
  g.foundry = FOUNDRY_NAMESPACE;
  g.Actor = ActorDouble;
  g.Item = ItemDouble;
  g.Combat = CombatDouble;
  g.Combatant = CombatantDouble;
  g.Hooks = hooks;
  // Foundry's Handlebars: loadTemplates registers compiled templates as partials (chat-world.ts)
  // and its helpers, registered by name (handlebarsjs.com API reference, registerHelper)
  const helpers: Record<string, unknown> = {};
  g.Handlebars = {
    partials: {},
    helpers,
    registerHelper: (name: string, helper: unknown) => (helpers[name] = helper),
  };
  g.CONFIG = double.config;
  // Foundry's constants, as far as the system reads them: v14's ACTIVE_EFFECT_SHOW_ICON (statuses.ts)
  g.CONST = generation() < 14 ? {} : { ACTIVE_EFFECT_SHOW_ICON: SHOW_ICON };
  g.ui = { notifications: double.notifications };
  installMessageModes(double.config, double.settings);
  g.game = {
    // API docs, Game#release: the running build; its generation is the major version
    release: { generation: generation(), build: generation() < 14 ? 351 : 369 },
    settings: double.settings,
    user,
    // API docs, Users#activeGM: the active GM user (the connected GM chosen to run world
    // tasks such as migrations, as dnd5e's ready hook checks); the double has one user.
    users: {
      get activeGM() {
        return user.isGM ? user : null;
      },
      // API docs, Users (a WorldCollection): `contents` lists every user
      get contents() {
        return [user];
      },
    },
    system: double.system,
    i18n: double.i18n,
    actors: double.actors,
    items: double.items,
    data: double.data,
  };
  return double;
}
