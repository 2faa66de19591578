import type { ContractOutput } from "../../../core/contracts/contract";
import type { updateUser } from "../../../core/contracts/uploads";

/** What /profile shows and edits: the member's own fields, as the loader hands them over. */
export type ProfileData = {
  email: string;
  firstname: string | null;
  lastname: string | null;
  birthday: string | null;
  wedding_date: string | null;
  anniversary_date: string | null;
  has_password: boolean;
  avatarUrl: string | null;
  name: string;
  memberSince: string | null;
};

/** The upload limits the server enforces, sent down so the page can say so before uploading. */
export type AvatarRules = { maxBytes: number; tooLargeMessage: string; accept: string };

/** The member as POST /api/v1/user and /user/avatar answer with it. */
export type SavedUser = ContractOutput<typeof updateUser>["data"];
