import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { useSignIn } from "../../components/sign-in-context";
import { useToast } from "../../components/toast";

/**
 * After a successful sign-in: close the modal, say so if docs/product.md has words for it, and reload the
 * page's data so the header (root loader `user`) shows the member menu.
 */
export function useFinishSignIn(): (toast?: string) => void {
  const { closeSignIn } = useSignIn();
  const toasts = useToast();
  const revalidator = useRevalidator();
  return useCallback(
    (toast?: string) => {
      closeSignIn();
      if (toast) toasts.show(toast, "success");
      void revalidator.revalidate();
    },
    [closeSignIn, toasts, revalidator],
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
