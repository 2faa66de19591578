/**
 * The names of the performance marks the browser entry sets while hydrating (decision 059):
 * after the router is created ahead of the first pass (its detail says whether it was), after the
 * first pass (its detail says how many parts it left for their own tasks) and once every part is
 * hydrated.
 */
export const HYDRATION_MARKS = { routerCreated: "amora:router-created", firstPass: "amora:hydration-first-pass", done: "amora:hydrated" } as const;

export type RouterCreatedDetail = { created: boolean };

export type FirstPassDetail = { partsLeft: number };
