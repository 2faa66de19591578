import { useEffect, useState } from "react";
import { ACCOUNT_MESSAGES } from "../../core/account-rules";
import { Button } from "./button";
import { Dialog } from "./dialog";
import "./no-internet.css";

/**
 * The server could not be reached is a page-wide condition, not a component's: any code that
 * calls the server (a hook, a handler above the shell's providers, plain code) reports it with
 * one window event and the one dialog below answers.
 */
const NO_INTERNET_EVENT = "amora:no-internet";

/** Opens the 'No internet' dialog (docs/product.md §8: no response from the server). */
export function reportNoInternet(): void {
  window.dispatchEvent(new Event(NO_INTERNET_EVENT));
}

/**
 * A fetch that failed before any response arrived: offline, DNS, connection refused or reset.
 * fetch rejects with a TypeError then; an abort is a DOMException and is not a network failure.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * fetch that opens the 'No internet' dialog when the server cannot be reached, then rethrows,
 * so the caller still stops what it was doing.
 */
export async function fetchOrReportOffline(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (isNetworkFailure(error)) reportNoInternet();
    throw error;
  }
}

/** docs/product.md §8: 'No internet', 'No internet connection. Can't reach the server.', OK. */
export function NoInternetDialog() {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const open = () => setOpen(true);
    window.addEventListener(NO_INTERNET_EVENT, open);
    return () => window.removeEventListener(NO_INTERNET_EVENT, open);
  }, []);
  const close = () => setOpen(false);
  return (
    <Dialog open={isOpen} onClose={close} title={ACCOUNT_MESSAGES.noInternetTitle} className="no-internet">
      <p className="no-internet__body">{ACCOUNT_MESSAGES.noInternetBody}</p>
      <Button size="lg" isFullWidth onClick={close}>
        OK
      </Button>
    </Dialog>
  );
}
