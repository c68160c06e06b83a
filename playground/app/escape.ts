/** Text made safe to put in the playground's hand-written HTML (names typed by the user). */
export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
