import { useLiveUpdates } from "./use-live-updates";

/** A signed-in member's live updates (decision 020), as a component the shell loads for members only. */
export function LiveUpdates({ enabled }: { enabled: boolean }) {
  useLiveUpdates(enabled);
  return null;
}
