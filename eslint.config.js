import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

// The rules layer is pure (DESIGN.md): no Foundry globals, no DOM, no hidden randomness.
const FOUNDRY_AND_DOM = [
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
  "document",
  "window",
  "fromUuid",
  "fromUuidSync",
];

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "test-results/", "coverage/", "packs/"] },
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
  {
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", ...FOUNDRY_AND_DOM],
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
  // The tracker's view models and moves run in Foundry, tests and the playground alike.
  {
    files: [
      "src/combat/view-models/**/*.ts",
      "src/combat/moves/**/*.ts",
      "src/combat/{engines,inputs,snapshot,refusal}.ts",
    ],
    rules: { "no-restricted-globals": ["error", ...FOUNDRY_AND_DOM] },
  },
  // The chat cards' and roll dialog's view models, the rulesets' attack kits and the card steps
  // are pure as well: tests and the playground run them without Foundry.
  {
    files: [
      "src/chat/view-models/**/*.ts",
      "src/chat/attack/kits/**/*.ts",
      "src/chat/attack/{dice,distance,views}.ts",
      "src/chat/card/{actions,lock,retarget}.ts",
    ],
    rules: { "no-restricted-globals": ["error", ...FOUNDRY_AND_DOM] },
  },
  // Sheet view models and change functions are pure too: the playground runs them without Foundry.
  {
    files: ["src/sheets/view-models/**/*.ts", "src/sheets/changes/**/*.ts"],
    rules: { "no-restricted-globals": ["error", ...FOUNDRY_AND_DOM] },
  },
);
