import { z } from "zod";
import { fromWire, type CodeOf, type WireNames } from "./wire-names";

/**
 * A wire object's schema that hands the code its camelCase shape: `z.input` is what the apps send
 * (the names' wire side), `z.output` what a handler and the domain receive. The names are the
 * one mapping of core/contracts/wire-names.ts, so the browser's `toWire` is its exact inverse.
 */
export function wireObject<Names extends WireNames, Shape extends { [Key in keyof Names as Names[Key]]: z.ZodType }>(names: Names, shape: Shape) {
  return z.object(shape).transform((wire) => fromWire(names, wire as Record<string, unknown>) as CodeOf<Names, z.output<z.ZodObject<Shape>>>);
}
