import { useRef, useState } from "react";
import type { ApiResult } from "../../components/api-client";
import { useToast } from "../../components/toast";

/**
 * What the inventory editors share: a text draft per field, the errors under the fields (the
 * shared rules' messages, or the server's), focus on the first field in error, one call at a time.
 */
export function useInventoryForm<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isSending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const toasts = useToast();

  const focusFirstError = () => window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());

  /** Shows the rules' errors; true when there were none. */
  const check = (found: Partial<Record<Field, string>>): boolean => {
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    focusFirstError();
    return false;
  };

  /** Sends one call; on success says its message and answers true, else shows what was refused. */
  const send = async <T extends { message?: string }>(call: () => Promise<ApiResult<T>>): Promise<T | null> => {
    if (isSending) return null;
    setSending(true);
    const result = await call();
    setSending(false);
    if (result.ok) {
      setErrors({});
      if (result.data.message) toasts.show(result.data.message, "success");
      return result.data;
    }
    if (result.status === null) return null;
    if (result.errors) {
      setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, messages]) => [field, messages[0]])) as Partial<Record<Field, string>>);
      focusFirstError();
    }
    toasts.show(result.message ?? "Something went wrong. Please try again.", "error");
    return null;
  };

  return { errors, setErrors, isSending, formRef, check, send };
}

/** "320" or "320.50" dollars → cents; "" → undefined; anything else → NaN (the rules refuse it). */
export function centsOf(text: string): number | undefined {
  const value = text.trim();
  if (value === "") return undefined;
  return /^\d{1,9}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
}

/** A whole number typed in a field; "" → undefined; anything else → NaN (the rules refuse it). */
export function wholeOf(text: string): number | undefined {
  const value = text.trim();
  if (value === "") return undefined;
  return /^-?\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
}

/** Cents as a field's text in dollars: 32050 → "320.50", 32000 → "320". */
export function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
