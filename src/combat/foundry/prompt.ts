// DialogV2.prompt (v13): resolves with what the ok button's callback returns, or null if closed.
// foundry-vtt-types 13.345 types its configuration too narrowly for a callback, hence the cast.
export const prompt = (config: object) =>
  (foundry.applications.api.DialogV2.prompt as unknown as (c: object) => Promise<unknown>)(config);
