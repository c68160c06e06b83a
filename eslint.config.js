import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import htmlSinks from "./eslint/html-sinks.js";

// Foundry's globals: only Foundry-bound modules may use them.
const FOUNDRY = [
  "game",
  "foundry",
  "CONFIG",
  "ui",
  "Hooks",
  "canvas",
  "Roll",
  "ChatMessage",
  "Actor",
  "Item",
  "Combat",
  "Combatant",
  "fromUuid",
  "fromUuidSync",
];
// Pure modules use no DOM either (the rules layer also has no hidden randomness, DESIGN.md).
const FOUNDRY_AND_DOM = [...FOUNDRY, "document", "window"];

/** The Foundry-bound modules, by place: nothing else may import them at run time. */
const FOUNDRY_BOUND = ["src/index.ts", "src/settings.ts", "src/documents/**", "src/**/foundry/**"];
const FOUNDRY_BOUND_IMPORTS = {
  patterns: [
    {
      group: ["**/foundry/*", "**/documents/*", "**/settings", "../index", "../../index"],
      allowTypeImports: true,
      message:
        "A Foundry-bound module (src/documents, a foundry/ folder, the settings): pure code may import its types only.",
    },
  ],
};

/**
 * Each feature's foundry/ folder keeps its internals (issue 28): another feature imports only its
 * public modules — the encounter's (src/combat/foundry/encounter.ts), the chat's attack and check
 * flows that sheet buttons start, its roll-mode and notice helpers and its template loader (the
 * system's chat templates, which the defeat message renders too), the sheets' window helpers.
 */
const COMBAT_INTERNALS = {
  regex: "combat/foundry/(?!encounter$)",
  message:
    "The tracker's internals: another feature uses src/combat/foundry/encounter.ts (add what it needs there).",
};
const CHAT_INTERNALS = {
  regex: "chat/foundry/(?!(attack/flow|check/flow|message-modes|notify|templates)$)",
  message: "The chat cards' internals: another feature starts an attack or check through its flow.",
};
const SHEETS_INTERNALS = {
  regex: "sheets/foundry/(?!windows$)",
  message: "The sheets' internals: other features use only its window helpers.",
};
const FEATURE_BOUNDARIES = [
  ["src/chat/foundry/**/*.ts", [COMBAT_INTERNALS, SHEETS_INTERNALS]],
  ["src/sheets/foundry/**/*.ts", [COMBAT_INTERNALS, CHAT_INTERNALS]],
  ["src/combat/foundry/**/*.ts", [CHAT_INTERNALS, SHEETS_INTERNALS]],
].map(([files, patterns]) => ({
  files: [files],
  rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
}));

/**
 * The names Foundry v14 deprecated (the double records a compatibility warning for each,
 * test/foundry/generation.ts). Only the module that picks a generation's names may say them, so a
 * test of any other Foundry-facing file need not run again as v14 to catch one (test/projects.ts).
 */
const V13_ONLY_NAMES = [
  ["MemberExpression[property.name='applyRollMode']", "ChatMessage.applyRollMode"],
  ["MemberExpression[property.name='rollModes']", "CONFIG.Dice.rollModes"],
  ["Literal[value='rollMode']", "the core.rollMode setting"],
  ["Property[key.name='rollMode']", "the rollMode option of Roll#toMessage"],
].map(([selector, name]) => ({
  selector,
  message: `${name} is deprecated on v14: go through src/chat/foundry/message-modes.ts.`,
}));

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "dist/",
      "release/",
      "test-results/",
      "coverage/",
      "packs/",
      ".stryker-tmp/",
      ".cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      eqeqeq: ["error", "smart"],
    },
  },
  // The boundary (README, "Folder map"): only the hook wiring, the settings, src/documents and
  // the foundry/ folders touch Foundry. Everything else (the rules, view models, moves, change
  // functions, kits, card steps, prepared data) runs in Foundry, tests and the playground alike.
  {
    files: ["src/**/*.ts"],
    ignores: FOUNDRY_BOUND,
    rules: {
      "no-restricted-globals": ["error", ...FOUNDRY_AND_DOM],
      "@typescript-eslint/no-restricted-imports": ["error", FOUNDRY_BOUND_IMPORTS],
    },
  },
  {
    files: ["playground/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", ...FOUNDRY],
      "@typescript-eslint/no-restricted-imports": ["error", FOUNDRY_BOUND_IMPORTS],
    },
  },
  ...FEATURE_BOUNDARIES,
  // Text that reaches HTML is escaped (SECURITY.md): every HTML sink in the system. Only
  // the notification helper calls ui.notifications itself.
  {
    files: ["src/**/*.ts"],
    plugins: { "action-engine": { rules: { "html-sinks": htmlSinks } } },
    rules: { "action-engine/html-sinks": "error" },
  },
  {
    files: ["src/ui/foundry/notify.ts"],
    rules: { "action-engine/html-sinks": "off" },
  },
  {
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "Math",
          property: "random",
          message: "Dice come in as faces or through a DiceSource.",
        },
      ],
    },
  },
  // v13-only names, in the Foundry-bound code but the one module that knows both generations
  {
    files: FOUNDRY_BOUND,
    ignores: ["src/chat/foundry/message-modes.ts"],
    rules: { "no-restricted-syntax": ["error", ...V13_ONLY_NAMES] },
  },
);
