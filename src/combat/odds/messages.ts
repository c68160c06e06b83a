import type { OddsInput, OddsResult } from "../../rules/odds";

/** What the table's thread asks the odds' worker. */
export interface OddsRequestMessage {
  readonly input: OddsInput;
}

/** What the worker answers: progress after each slice of fights, then the result or the failure. */
export type OddsWorkerMessage =
  | { readonly kind: "progress"; readonly played: number; readonly runs: number }
  | { readonly kind: "done"; readonly result: OddsResult }
  | {
      readonly kind: "failed";
      readonly message: string;
      readonly i18nKey?: string;
      readonly details?: Readonly<Record<string, string | number>>;
    };
