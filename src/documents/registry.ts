import { ActionEngineActor } from "./actor";
import { ActionEngineCombat } from "./combat";
import { ActionEngineCombatant } from "./combatant";
import { ActionEngineItem } from "./item";
import { ActionEngineTokenDocument } from "./token";
import { AttackMessageModel } from "./models/chat-attack";
import {
  ActionActorModel,
  ActionGearModel,
  ActionSchtickModel,
  ActionStanceModel,
  ActionWeaponModel,
} from "./models/action";
import { CombatModel } from "./models/combat";
import { CombatantModel } from "./models/combatant";
import { ManoActorModel, ManoArmorModel, ManoGearModel, ManoWeaponModel } from "./models/mano";
import {
  OccultActorModel,
  OccultArmorModel,
  OccultGearModel,
  OccultWeaponModel,
} from "./models/occult";
import {
  OkrpgActorModel,
  OkrpgArmorModel,
  OkrpgAttributeModel,
  OkrpgGearModel,
  OkrpgWeaponModel,
} from "./models/okrpg";
import { RoundsActorModel } from "./models/rounds";
import { trackableAttributes } from "../data/token-bars";

/**
 * Every document class and data model the system registers on `init`. Later work (combat,
 * combatants, chat messages) adds its classes here, and src/index.ts registers whatever is listed.
 */
export const DOCUMENT_CLASSES = {
  Actor: ActionEngineActor,
  Item: ActionEngineItem,
  Combat: ActionEngineCombat,
  Combatant: ActionEngineCombatant,
  Token: ActionEngineTokenDocument,
} as const;

export const DATA_MODELS = {
  Actor: {
    okrpg: OkrpgActorModel,
    occult: OccultActorModel,
    action: ActionActorModel,
    rounds: RoundsActorModel,
    mano: ManoActorModel,
  },
  Item: {
    "okrpg-weapon": OkrpgWeaponModel,
    "okrpg-armor": OkrpgArmorModel,
    "okrpg-attribute": OkrpgAttributeModel,
    "okrpg-gear": OkrpgGearModel,
    "occult-weapon": OccultWeaponModel,
    "occult-armor": OccultArmorModel,
    "occult-gear": OccultGearModel,
    "action-weapon": ActionWeaponModel,
    "action-schtick": ActionSchtickModel,
    "action-stance": ActionStanceModel,
    "action-gear": ActionGearModel,
    "mano-weapon": ManoWeaponModel,
    "mano-armor": ManoArmorModel,
    "mano-gear": ManoGearModel,
  },
  // the encounter and its combatants keep the tracker's data on Foundry's default ("base") type
  Combat: { base: CombatModel },
  Combatant: { base: CombatantModel },
  // attack chat cards keep their state on the message (src/chat)
  ChatMessage: { attack: AttackMessageModel },
} as const;

declare global {
  interface DocumentClassConfig {
    Actor: typeof ActionEngineActor<Actor.ConfiguredSubTypes>;
    Item: typeof ActionEngineItem<Item.ConfiguredSubTypes>;
    Combat: typeof ActionEngineCombat;
    Combatant: typeof ActionEngineCombatant;
    Token: typeof ActionEngineTokenDocument;
  }
  interface ConfiguredActor<SubType extends Actor.SubType> {
    document: ActionEngineActor<SubType & Actor.ConfiguredSubTypes>;
  }
  interface ConfiguredItem<SubType extends Item.SubType> {
    document: ActionEngineItem<SubType & Item.ConfiguredSubTypes>;
  }
  interface DataModelConfig {
    Actor: {
      okrpg: typeof OkrpgActorModel;
      occult: typeof OccultActorModel;
      action: typeof ActionActorModel;
      rounds: typeof RoundsActorModel;
      mano: typeof ManoActorModel;
    };
    Item: {
      "okrpg-weapon": typeof OkrpgWeaponModel;
      "okrpg-armor": typeof OkrpgArmorModel;
      "okrpg-attribute": typeof OkrpgAttributeModel;
      "okrpg-gear": typeof OkrpgGearModel;
      "occult-weapon": typeof OccultWeaponModel;
      "occult-armor": typeof OccultArmorModel;
      "occult-gear": typeof OccultGearModel;
      "action-weapon": typeof ActionWeaponModel;
      "action-schtick": typeof ActionSchtickModel;
      "action-stance": typeof ActionStanceModel;
      "action-gear": typeof ActionGearModel;
      "mano-weapon": typeof ManoWeaponModel;
      "mano-armor": typeof ManoArmorModel;
      "mano-gear": typeof ManoGearModel;
    };
    Combat: { base: typeof CombatModel };
    Combatant: { base: typeof CombatantModel };
    ChatMessage: { attack: typeof AttackMessageModel };
  }
}

/** Puts the document classes (the token's too), data models and token-bar attributes into CONFIG. */
export function registerDocuments(): void {
  CONFIG.Actor.documentClass = DOCUMENT_CLASSES.Actor;
  CONFIG.Item.documentClass = DOCUMENT_CLASSES.Item;
  Object.assign(CONFIG.Actor.dataModels, DATA_MODELS.Actor);
  Object.assign(CONFIG.Item.dataModels, DATA_MODELS.Item);
  CONFIG.Combat.documentClass = DOCUMENT_CLASSES.Combat;
  CONFIG.Combatant.documentClass = DOCUMENT_CLASSES.Combatant;
  CONFIG.Token.documentClass = DOCUMENT_CLASSES.Token;
  Object.assign(CONFIG.Combat.dataModels, DATA_MODELS.Combat);
  Object.assign(CONFIG.Combatant.dataModels, DATA_MODELS.Combatant);
  Object.assign(CONFIG.ChatMessage.dataModels, DATA_MODELS.ChatMessage);
  CONFIG.Actor.trackableAttributes = trackableAttributes();
}
