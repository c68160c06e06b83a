import type { AttackCard } from "../../chat/view-models";
import { readCard, type CardReading } from "../../rules/cards/read-card";
import { reading } from "../../rules/stored";

type DataSchema = foundry.data.fields.DataSchema;

/** Where Apply acts: the targets recorded at roll time, or tokens selected later. */
export const TARGET_MODES = ["recorded", "selected"] as const;
export type TargetMode = (typeof TARGET_MODES)[number];

/** The stored fields of an attack message (see AttackMessageModel). */
export interface AttackMessageData {
  /** the card state, as JSON (src/rules/cards) */
  card: string;
  /** bumped by every write; a click made on an older render is stale */
  revision: number;
  targetMode: TargetMode;
  /** the roll-time card, kept while Apply acts on selected tokens */
  recorded: string;
  /** roll-table results drawn for the card (Epic Fumble, Friction Check), as JSON */
  tables: string;
  /** the GM marked the card void: its stored data was damaged; no view, no buttons */
  voided: boolean;
}

/**
 * The `attack` ChatMessage subtype (registered in CONFIG.ChatMessage.dataModels; knowledge base
 * "System Data Models" — v13 gives chat messages a `system` field, as dnd5e's and Draw Steel's
 * message subtypes use). The card is kept as JSON text rather than an ObjectField: Foundry merges
 * object fields on update, and a card must be replaced whole (an undone Apply drops its record).
 */
/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   the fields are defined at run time by defineSchema(); the interface gives their types */
export interface AttackMessageModel extends AttackMessageData {}
export class AttackMessageModel extends foundry.abstract.TypeDataModel<
  DataSchema,
  ChatMessage.Implementation
> {
  static override defineSchema(): DataSchema {
    const { fields } = foundry.data;
    return {
      card: new fields.StringField({
        required: true,
        nullable: false,
        blank: false,
        initial: "{}",
      }),
      revision: new fields.NumberField({
        required: true,
        nullable: false,
        integer: true,
        min: 0,
        initial: 0,
      }),
      targetMode: new fields.StringField({
        required: true,
        nullable: false,
        blank: false,
        choices: [...TARGET_MODES],
        initial: "recorded",
      }),
      recorded: new fields.StringField({
        required: true,
        nullable: false,
        blank: true,
        initial: "",
      }),
      tables: new fields.StringField({ required: true, nullable: false, blank: true, initial: "" }),
      voided: new fields.BooleanField({ required: true, nullable: false, initial: false }),
    } as DataSchema;
  }

  /**
   * The card read back through the rules layer (stored data is never trusted): the card, or what
   * is wrong with it. Only a card that reads as valid is drawn or worked on.
   */
  get cardReading(): CardReading {
    const parsed = reading(() => JSON.parse(this.card) as unknown);
    return parsed.ok ? readCard(parsed.value) : parsed;
  }

  /** The card state, as stored (see cardReading for the checked card). */
  get attackCard(): AttackCard {
    return JSON.parse(this.card) as AttackCard;
  }

  /** The roll-table results drawn for the card. */
  get tableDraws(): Record<string, { name: string; face: number }> {
    return this.tables
      ? (JSON.parse(this.tables) as Record<string, { name: string; face: number }>)
      : {};
  }

  /** The roll-time card while Apply acts on selected tokens, else null. */
  get recordedCard(): AttackCard | null {
    return this.recorded ? (JSON.parse(this.recorded) as AttackCard) : null;
  }
}
