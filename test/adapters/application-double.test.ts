import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../foundry";
import { ApplicationV2, HandlebarsApplicationMixin } from "../foundry/applications";
import { click } from "../foundry/dom";

/*
 * The ApplicationV2 double behaves as Foundry's Handlebars applications do (BEHAVIOURS.md,
 * "Applications"), so the tracker's and sheets' tests can trust what they see in its HTML.
 */
const FOOTER = "systems/action-engine/templates/combat/footer.hbs";
const BANNERS = "systems/action-engine/templates/combat/parts/banners.hbs";
const button = (action: string) => ({
  action,
  label: "ACTION_ENGINE.Tracker.Control.Act",
  data: {},
  disabled: false,
});

class Probe extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    actions: {
      aeUndo(this: Probe, _event: Event, target: HTMLElement) {
        this.clicks.push(target.dataset.action!);
      },
    },
  };
  clicks: string[] = [];
  shown: Record<string, { template: string }> = { a: { template: FOOTER } };
  revision = 1;
  buttons = [button("aeUndo")];
  banners: object[] = [];
  attached: string[] = [];
  firstRenders = 0;

  protected override _configureRenderParts() {
    return structuredClone(this.shown);
  }
  protected override async _preparePartContext(partId: string, context: Record<string, unknown>) {
    return {
      ...context,
      ae: { revision: `${partId}${this.revision}`, footer: this.buttons, banners: this.banners },
    };
  }
  protected override _attachPartListeners(partId: string) {
    this.attached.push(partId);
  }
  protected override async _onFirstRender() {
    this.firstRenders += 1;
  }
}

const partsOf = (app: Probe) =>
  [...app.element.querySelectorAll<HTMLElement>("[data-application-part]")].map(
    (el) => `${el.dataset.applicationPart}:${el.dataset.revision}`,
  );

beforeEach(() => {
  installFoundry();
});

describe("the ApplicationV2 double", () => {
  it("renders each part's template to one element, and replaces it in place when drawn again", async () => {
    const app = new Probe();
    app.shown = { a: { template: FOOTER }, b: { template: FOOTER } };
    await app.render();
    app.revision = 2;
    await app.render({ parts: ["a"] });
    expect(partsOf(app)).toEqual(["a:a2", "b:b1"]);
    expect(app.attached).toEqual(["a", "b", "a"]);
    expect(app.firstRenders).toBe(1);
  });

  it("leaves a part no longer configured on screen and appends a new one after it", async () => {
    const app = new Probe();
    await app.render();
    app.shown = { c: { template: FOOTER } };
    await app.render();
    expect(partsOf(app)).toEqual(["a:a1", "c:c1"]);
  });

  it("refuses a part whose template renders more than one element", async () => {
    const app = new Probe();
    const banner = {
      text: { key: "ACTION_ENGINE.Tracker.EmptyTokens" },
      tone: "info",
      buttons: [],
    };
    app.banners = [banner, banner];
    app.shown = { a: { template: BANNERS } };
    await expect(app.render()).rejects.toThrow(/single HTML element/);
  });

  it("sends a click on a data-action to its handler, and records one without a handler", async () => {
    const app = new Probe();
    app.buttons = [button("aeUndo"), button("aeNowhere")];
    await app.render();
    click(app.element.querySelector("[data-action=aeUndo] span"));
    click(app.element.querySelector("[data-action=aeNowhere]"));
    expect(app.clicks).toEqual(["aeUndo"]);
    expect(app.unhandledActions).toEqual(["aeNowhere"]);
  });

  it("takes no click on a disabled control", async () => {
    const app = new Probe();
    app.buttons = [{ ...button("aeUndo"), disabled: true }];
    await app.render();
    expect(() => click(app.element.querySelector("[data-action=aeUndo]"))).toThrow(/disabled/);
  });
});
