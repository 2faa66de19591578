import { describe, expect, it } from "vitest";
import { createLiveHub, parseLiveEnvelope, type LiveSource } from "./live-hub";
import type { LiveEvent } from "./publish-live-event";

/** A source the test drives: `emit` is a NOTIFY payload arriving. */
function fakeSource() {
  let deliver: (payload: string) => void = () => undefined;
  let listening: (value: boolean) => void = () => undefined;
  const state = { starts: 0, stopped: false };
  const source: LiveSource = {
    async start(onPayload, onListening) {
      state.starts += 1;
      deliver = onPayload;
      listening = onListening;
    },
    async stop() {
      state.stopped = true;
    },
  };
  return { source, state, emit: (payload: string) => deliver(payload), setListening: (value: boolean) => listening(value) };
}

const envelope = (userId: number, event: LiveEvent) => JSON.stringify({ userId, event });
const dealUpdated = (dealId: number): LiveEvent => ({ type: "deal-updated", data: { dealId } });

describe("createLiveHub", () => {
  it("starts listening with the first subscriber and fans each envelope out to that user's subscribers only", () => {
    const fake = fakeSource();
    const hub = createLiveHub(fake.source);
    expect(fake.state.starts).toBe(0);
    const a1: LiveEvent[] = [];
    const a2: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    hub.subscribe(1, (event) => a1.push(event));
    hub.subscribe(1, (event) => a2.push(event));
    hub.subscribe(2, (event) => b.push(event));
    expect(fake.state.starts).toBe(1);
    expect(hub.subscriberCount(1)).toBe(2);
    expect(hub.subscriberCount()).toBe(3);

    fake.emit(envelope(1, dealUpdated(10)));
    fake.emit(envelope(3, dealUpdated(11)));
    expect(a1).toEqual([dealUpdated(10)]);
    expect(a2).toEqual([dealUpdated(10)]);
    expect(b).toEqual([]);
  });

  it("stops delivering after unsubscribe, and unsubscribing twice is harmless", () => {
    const fake = fakeSource();
    const hub = createLiveHub(fake.source);
    const received: LiveEvent[] = [];
    const unsubscribe = hub.subscribe(1, (event) => received.push(event));
    unsubscribe();
    unsubscribe();
    fake.emit(envelope(1, dealUpdated(1)));
    expect(received).toEqual([]);
    expect(hub.subscriberCount(1)).toBe(0);
  });

  it("ignores malformed payloads and survives a throwing listener", () => {
    const fake = fakeSource();
    const errors: string[] = [];
    const hub = createLiveHub(fake.source, { onError: (message) => errors.push(message) });
    const received: LiveEvent[] = [];
    hub.subscribe(1, () => {
      throw new Error("broken page");
    });
    hub.subscribe(1, (event) => received.push(event));
    for (const payload of ["", "not json", "null", "[]", '{"userId":"1","event":{"type":"x","data":{}}}', '{"userId":1}', '{"userId":1,"event":{"type":"x","data":3}}']) {
      fake.emit(payload);
    }
    expect(received).toEqual([]);
    fake.emit(envelope(1, dealUpdated(2)));
    expect(received).toEqual([dealUpdated(2)]);
    expect(errors).toEqual(["live event listener failed"]);
  });

  it("resolves listening() once the source listens, and close() stops the source", async () => {
    const fake = fakeSource();
    const hub = createLiveHub(fake.source);
    let ready = false;
    const waiting = hub.listening().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    fake.setListening(true);
    await waiting;
    expect(ready).toBe(true);
    await hub.listening();

    // Lost (the connection dropped): waits again for the next successful LISTEN.
    fake.setListening(false);
    let readyAgain = false;
    const again = hub.listening().then(() => (readyAgain = true));
    await Promise.resolve();
    expect(readyAgain).toBe(false);
    fake.setListening(true);
    await again;

    hub.subscribe(1, () => undefined);
    await hub.close();
    expect(fake.state.stopped).toBe(true);
    expect(hub.subscriberCount()).toBe(0);
    expect(hub.subscribe(1, () => undefined)).toBeTypeOf("function");
    expect(hub.subscriberCount()).toBe(0);
  });
});

describe("parseLiveEnvelope", () => {
  it("keeps a well-formed envelope as it is", () => {
    expect(parseLiveEnvelope(envelope(5, { type: "lead", data: { requestId: 9 } }))).toEqual({ userId: 5, event: { type: "lead", data: { requestId: 9 } } });
  });
});
