import { WizardShell as Shell, type WizardShellProps } from "../../components/wizard-shell";
import "./business-signup.css";

/** The page around a sign-up wizard's steps (docs/product.md §9): title, the 4-step progress, the step's card, in the sign-up's styles. */
export function WizardShell(props: Omit<WizardShellProps, "block" | "stepsLabel">) {
  return <Shell block="biz" stepsLabel="Sign-up progress" {...props} />;
}
