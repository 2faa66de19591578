import { data } from "react-router";

/** A record's id from the console's address (/admin/users/:userId, /admin/emails/:emailId); anything else is the not-found page. */
export function recordIdOf(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw data(null, { status: 404 });
  return Number(text);
}
