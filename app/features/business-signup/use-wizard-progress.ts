import { useEffect, useRef, useState } from "react";
import { clearProgress, readProgress, writeProgress, type WizardProgress } from "./wizard-progress";

/**
 * A wizard's step and values, kept in storedUserData as they change (docs/product.md §3) and resumed
 * after a reload; the final step clears them. Moving to a step clears the last notice and puts the
 * focus on the step's heading, so a screen reader hears where the person is.
 */
export function useWizardProgress<Values extends object>(wizard: WizardProgress<Values>["wizard"], empty: Values) {
  const [progress, setProgress] = useState<WizardProgress<Values>>({ wizard, nextProgress: 0, values: empty });
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Once, in the browser: resume the stored progress (the final step is never resumed).
  useEffect(() => {
    const stored = readProgress<Values>(wizard);
    // localStorage lives outside React and only in the browser, so this cannot happen in render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored && stored.nextProgress < 3) setProgress({ ...stored, values: { ...empty, ...stored.values } });
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = (next: WizardProgress<Values>) => {
    setProgress(next);
    if (next.nextProgress === 3) clearProgress();
    else writeProgress(next);
  };
  const goTo = (step: WizardProgress<Values>["nextProgress"], extra: Partial<WizardProgress<Values>> = {}) => {
    setNotice(null);
    save({ ...progress, ...extra, nextProgress: step });
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const setValues = (changes: Partial<Values>) => save({ ...progress, values: { ...progress.values, ...changes } });

  return { progress, values: progress.values, nextProgress: progress.nextProgress, save, goTo, setValues, notice, setNotice, headingRef };
}
