import type { LegalDocument } from "./document-types";
import { hotelTerms } from "./hotel-terms";
import { privacyPolicy } from "./privacy-policy";
import { termsAndConditions } from "./terms-and-conditions";
import { termsOfUse } from "./terms-of-use";
import { travelAdvisorTerms } from "./travel-advisor-terms";

const DOCUMENTS = {
  "/privacy-policy": privacyPolicy,
  "/terms-and-conditions": termsAndConditions,
  "/terms-of-use": termsOfUse,
  "/travel-advisor-terms": travelAdvisorTerms,
  "/hotel-terms": hotelTerms,
} as const satisfies Record<string, (product: string) => LegalDocument>;

export const LEGAL_PATHS = Object.keys(DOCUMENTS) as (keyof typeof DOCUMENTS)[];

/** The legal document served at a path, written for this product name, or null. */
export function legalDocumentFor(path: string, productName: string): LegalDocument | null {
  const build = (DOCUMENTS as Record<string, ((product: string) => LegalDocument) | undefined>)[path];
  return build ? build(productName) : null;
}
