/** An ISO time as the console shows it, the same on the server and in the browser: "2026-12-01 17:53 UTC". */
export function when(iso: string | null | undefined): string {
  return iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "—";
}
