import { useCallback, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useSignIn } from "../../components/sign-in-context";
import { useToast } from "../../components/toast";

/**
 * After a successful sign-in: close the modal, say so if docs/product.md has words for it, and reload the
 * page's data so the header (root loader `user`) shows the member menu. A modal opened with a
 * destination (an e-mail's offer, decision 048) goes there instead, with the header's data.
 */
export function useFinishSignIn(): (toast?: string) => void {
  const { closeSignIn, next } = useSignIn();
  const toasts = useToast();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  return useCallback(
    (toast?: string) => {
      closeSignIn();
      if (toast) toasts.show(toast, "success");
      if (next) void Promise.resolve(navigate(next)).then(() => revalidator.revalidate());
      else void revalidator.revalidate();
    },
    [closeSignIn, toasts, revalidator, navigate, next],
  );
}

/** The session cookie changed but the modal stays open (the classic sign-up's last step). */
export function useRefreshMember(): () => void {
  const revalidator = useRevalidator();
  return useCallback(() => void revalidator.revalidate(), [revalidator]);
}

/** Guards a form against a second submit while its call runs. */
export function usePending(): [boolean, <T>(work: Promise<T>) => Promise<T>] {
  const [isPending, setPending] = useState(false);
  const track = useCallback(async <T,>(work: Promise<T>): Promise<T> => {
    setPending(true);
    try {
      return await work;
    } finally {
      setPending(false);
    }
  }, []);
  return [isPending, track];
}
