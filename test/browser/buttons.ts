/**
 * The enabled buttons of rendered HTML that have a data-action, with their data-* values; a choice
 * already pressed (the band or zone chosen) is left out, as pressing it again changes nothing.
 */
export function enabledButtons(html: string): { action: string; data: Record<string, string> }[] {
  return [...html.matchAll(/<button\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\sdisabled\b/.test(attrs) && /data-action="/.test(attrs))
    .filter((attrs) => !/aria-pressed="true"/.test(attrs))
    .map((attrs) => {
      const data: Record<string, string> = {};
      for (const [, name, value] of attrs.matchAll(/data-([\w-]+)="([^"]*)"/g))
        data[name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = value;
      const { action, ...rest } = data;
      return { action, data: rest };
    });
}
