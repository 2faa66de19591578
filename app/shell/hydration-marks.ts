import { PART_HYDRATED_MARK } from "../components/hydrate-in-turn";

/**
 * The names of the performance marks the browser entry sets while hydrating (decision 059):
 * after the router is created ahead of the first pass (its detail says whether it was), after the
 * first pass (its detail says how many parts it left for their own tasks) and once every part on
 * or near the screen is hydrated (its detail says how many wait for the screen or the reader); then
 * each time a part that waited is hydrated (decision 061; its detail says why).
 */
export const HYDRATION_MARKS = {
  routerCreated: "amora:router-created",
  firstPass: "amora:hydration-first-pass",
  done: "amora:hydrated",
  partHydrated: PART_HYDRATED_MARK,
} as const;

export type RouterCreatedDetail = { created: boolean };

export type FirstPassDetail = { partsLeft: number };

export type HydratedDetail = { partsWaiting: number };

export type { PartHydratedDetail } from "../components/hydrate-in-turn";
