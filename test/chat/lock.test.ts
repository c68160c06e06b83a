import { describe, expect, it } from "vitest";
import { InFlight, Serial } from "../../src/chat/card/lock";

/*
 * A card's click locks (src/chat/card/lock.ts). On a client, a second click on a card while the
 * first is carried out is dropped (a double click asks the GM once); on the GM's client, clicks on
 * one card are carried out one after another, in the order they came.
 */

/** A task that ends when `finish` is called, and the call itself. */
function held<T>(value: T): { task: () => Promise<T>; finish: () => void } {
  let finish = () => {};
  const done = new Promise<T>((resolve) => (finish = () => resolve(value)));
  return { task: () => done, finish: () => finish() };
}

describe("one click per card at a time on a client", () => {
  it("drops a second click on the card while the first runs, runs another card's, then takes the next", async () => {
    const lock = new InFlight();
    const first = held("first");
    const running = lock.run("alice card1", first.task);
    expect(lock.isBusy("alice card1")).toBe(true);
    const dropped: string[] = [];
    await expect(
      lock.run("alice card1", async () => (dropped.push("second"), "second")),
    ).resolves.toBeNull();
    await expect(lock.run("alice card2", async () => "other card")).resolves.toBe("other card");
    first.finish();
    await expect(running).resolves.toBe("first");
    expect(lock.isBusy("alice card1")).toBe(false);
    await expect(lock.run("alice card1", async () => "third")).resolves.toBe("third");
    expect(dropped).toEqual([]);
  });

  it("frees the card when the click fails, and `settled` gives the running click's end", async () => {
    const lock = new InFlight();
    await expect(lock.run("k", () => Promise.reject(new Error("write refused")))).rejects.toThrow(
      "write refused",
    );
    expect(lock.isBusy("k")).toBe(false);
    await expect(lock.settled("k")).resolves.toBeNull();
    const click = held("applied");
    const running = lock.run("k", click.task);
    const settled = lock.settled("k");
    click.finish();
    await expect(settled).resolves.toBe("applied");
    await running;
  });
});

describe("one card's clicks in order on the GM's client", () => {
  it("runs the second click after the first has ended, even when the first failed", async () => {
    const serial = new Serial();
    const order: string[] = [];
    const first = held("first");
    const one = serial.run("card1", async () => {
      order.push("first starts");
      await first.task();
      order.push("first ends");
      throw new Error("stale");
    });
    const two = serial.run("card1", async () => (order.push("second"), "second"));
    const other = serial.run("card2", async () => (order.push("other card"), "other"));
    await other;
    expect(order).toEqual(["first starts", "other card"]);
    first.finish();
    await expect(one).rejects.toThrow("stale");
    await expect(two).resolves.toBe("second");
    expect(order).toEqual(["first starts", "other card", "first ends", "second"]);
  });
});
