import { defineContract } from "./contract";

/**
 * Issue 17: the availability search, a hotel's content, rooms and rates. All public: anyone may
 * look for rooms. A LocationId names a destination (id or slug), a city (name or slugged name) or
 * one hotel (id or slug), as /search/{LocationId} does; autolocation gives them.
 */

const schemas = () => import("./booking-schemas");

export const autolocation = defineContract({
  method: "GET",
  path: "/booking/autolocation",
  operationId: "autolocation",
  auth: "none",
  summary: "Places to search as the person types: cities, destinations and hotels, each with its LocationId",
  tags: ["search"],
  schemas: () => schemas().then((s) => s.autolocation),
});

export const displayhotels = defineContract({
  method: "GET",
  path: "/booking/displayhotels",
  operationId: "displayhotels",
  auth: "none",
  summary: "A place's hotels without dates: the listings as they are, a page at a time",
  description: "Recommended order (Spotlight listings, then featured, then the oldest). An unknown LocationId is a 404; a place without hotels an empty list.",
  tags: ["search"],
  errors: [404],
  schemas: () => schemas().then((s) => s.displayhotels),
});

export const availabilityresult = defineContract({
  method: "GET",
  path: "/booking/availabilityresult",
  operationId: "availabilityresult",
  auth: "none",
  summary: "The hotels of a place with rooms for a stay, with prices: the first page and the next result key",
  description:
    "Each hotel with its cheapest offer for the stay (total with taxes and fees, and the room price a night), its boards and whether any offer cancels free. " +
    "Filters: price a night in whole dollars, star classes, boards, free cancellation only, an occasion. Sorts: recommended, price_asc, price_desc, stars. " +
    "A stay or filter that does not read is a 422 naming each field; an unknown LocationId a 404; a place without rooms an empty list.",
  tags: ["search"],
  errors: [404, 422],
  schemas: () => schemas().then((s) => s.availabilityresult),
});

export const fetchHotelDatabynextresultkey = defineContract({
  method: "GET",
  path: "/booking/fetchHotelDatabynextresultkey",
  operationId: "fetchHotelDatabynextresultkey",
  auth: "none",
  summary: "The next page of an availability search, by the previous page's next result key",
  description: "The key carries the whole search; the page is priced again when it is asked for. A key this API did not write is a 422.",
  tags: ["search"],
  errors: [404, 422],
  schemas: () => schemas().then((s) => s.fetchHotelDatabynextresultkey),
});

export const fetchhotelcontent = defineContract({
  method: "GET",
  path: "/booking/fetchhotelcontent",
  operationId: "fetchhotelcontent",
  auth: "none",
  summary: "A hotel's content: name, stars, address, description, pictures, amenities and room types",
  tags: ["hotels"],
  errors: [404, 422],
  schemas: () => schemas().then((s) => s.fetchhotelcontent),
});

export const roomsandrate = defineContract({
  method: "GET",
  path: "/booking/roomsandrate",
  operationId: "roomsandrate",
  auth: "none",
  summary: "A hotel's rooms and rates for a stay",
  description:
    "Every offer that can be sold for the stay, with its board, cancellation policy in words and its deadline, each night's price, taxes, fees and total; " +
    "and the room types that cannot be, with the reason (too many guests, sold out, minimum stay...).",
  tags: ["hotels"],
  errors: [404, 422],
  schemas: () => schemas().then((s) => s.roomsandrate),
});

export const getCorrelationId = defineContract({
  method: "POST",
  path: "/booking/getCorrelationId",
  operationId: "getCorrelationId",
  auth: "none",
  summary: "A new booking session's correlation id",
  description:
    "A random opaque id that ties a couple's search, price checks and booking together in the logs and, later, with a bed bank. " +
    "Nothing is stored when it is made: it is only a label the app sends back.",
  tags: ["search"],
  schemas: () => schemas().then((s) => s.getCorrelationId),
});
