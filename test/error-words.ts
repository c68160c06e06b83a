import en from "../lang/en.json";
import { useErrorWords } from "../src/rules/errors";

// The rules' error messages in lang/en.json's words, as the playground and Foundry give them
// (the lang file is not bundled with the rules: src/rules/errors.ts).
useErrorWords(en.ACTION_ENGINE.Error);
