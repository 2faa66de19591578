import { useEffect, useState, type ReactNode } from "react";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { existingListing, type ExistingListing } from "./signup-api";

export type ClaimOrCreateStepProps = {
  /** "Hotel" or "Destination": the popup's title says "<kind> Profile Found" or "Not Found". */
  kind: string;
  /** The name looked up, shown while the catalogue is searched. */
  name: string;
  /** undefined while looking; null when the catalogue has none. */
  existing: ExistingListing | null | undefined;
  /** Claim or create was chosen: the popup closes and `decidedText` shows. */
  isDecided: boolean;
  decidedText: string;
  /** A notice is showing: the popup stays closed so it can be read. */
  hasNotice: boolean;
  isBusy: boolean;
  onBack(): void;
  onDecide(status: "claim" | "create"): void;
  /** What the popup says about the listing found, or that there is none. */
  children: ReactNode;
};

/**
 * Step 2 of the hotel and destination wizards (docs/product.md §4 and §9): while the catalogue is
 * searched a spinner, then the Found popup (claim it or create a new one) or the Not Found popup.
 * A listing that already has a verified owner cannot be claimed: the popup says so before any
 * payment, and offers only a new profile (decision 033).
 */
export function ClaimOrCreateStep({ kind, name, existing, isDecided, decidedText, hasNotice, isBusy, onBack, onDecide, children }: ClaimOrCreateStepProps) {
  return (
    <div>
      {existing === undefined ? (
        <p role="status" className="biz-spinner">
          Checking whether {name} is already listed...
        </p>
      ) : null}
      {isDecided ? <p role="status">{decidedText}</p> : null}
      <div className="biz-actions">
        <Button type="button" hierarchy="secondary-gray" size="lg" onClick={onBack}>
          Back
        </Button>
      </div>
      <Dialog open={existing !== undefined && !isDecided && !hasNotice} onClose={onBack} title={existing ? `${kind} Profile Found` : `${kind} Profile Not Found`}>
        {children}
        <div className="biz-actions">
          {existing && !existing.claimable ? (
            <p className="biz-field__error" role="alert">
              {existing.claimMessage}
            </p>
          ) : null}
          {existing?.claimable ? (
            <Button type="button" size="lg" disabled={isBusy} onClick={() => onDecide("claim")}>
              Claim This Profile
            </Button>
          ) : null}
          <Button type="button" hierarchy={existing?.claimable ? "secondary-gray" : "primary"} size="lg" disabled={isBusy} onClick={() => onDecide("create")}>
            Create New Profile
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/**
 * The hotel's or destination's look-up behind ClaimOrCreateStep: searched once the step opens
 * (`isLooking`), again after `restart`; `decide` closes the popup.
 */
export function useExistingListing(kind: "hotel" | "destination", name: string, isLooking: boolean) {
  const [existing, setExisting] = useState<ExistingListing | null | undefined>(undefined);
  /** Claim or create was accepted: the popup closes and the payment step follows. */
  const [isDecided, setDecided] = useState(false);

  useEffect(() => {
    if (!isLooking || existing !== undefined || isDecided) return;
    let isCurrent = true;
    void existingListing(kind, name).then((found) => {
      if (isCurrent) setExisting(found);
    });
    return () => {
      isCurrent = false;
    };
  }, [kind, name, isLooking, existing, isDecided]);

  const restart = () => {
    setExisting(undefined);
    setDecided(false);
  };
  return { existing, setExisting, isDecided, decide: () => setDecided(true), restart };
}
