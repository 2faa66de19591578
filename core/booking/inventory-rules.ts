/**
 * A hotel's inventory as the product shows it (decision 029): boards, and the words a rate plan's
 * terms are shown in. Shared by the dashboard's editors, the search and the server.
 */

/** What a rate includes to eat, in the order a hotel lists them. */
export const BOARDS = {
  room_only: "Room only",
  breakfast: "Breakfast included",
  half_board: "Half board",
  all_inclusive: "All inclusive",
} as const;

export type Board = keyof typeof BOARDS;
export const BOARD_VALUES = Object.keys(BOARDS) as Board[];
