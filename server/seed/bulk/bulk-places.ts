import type { HotelCategory, NameStyle } from "../seed-places";

/**
 * Extra real places for the bulk catalogue, beyond the demo's cities: more vocabulary for search
 * (towns, islands, regions) so 100k listings do not all share 72 city names. Each belongs to a
 * demo destination (its country and region come from there).
 */
export type BulkPlace = {
  city: string;
  destination: string;
  latitude: number;
  longitude: number;
  setting: string;
  sights: [string, string];
  categories: HotelCategory[];
  names: NameStyle;
};

export const BULK_PLACES: BulkPlace[] = [
  { city: "Ravello", destination: "Italy", latitude: 40.649, longitude: 14.611, setting: "high above the Amalfi Coast among terraced gardens", sights: ["the gardens of Villa Cimbrone", "a summer concert on the cliffs"], categories: ["villa", "boutique hotel"], names: "italian" },
  { city: "Capri", destination: "Italy", latitude: 40.551, longitude: 14.243, setting: "on the island of Capri above the Faraglioni", sights: ["a boat into the Blue Grotto", "an evening in the Piazzetta"], categories: ["resort", "boutique hotel", "villa"], names: "italian" },
  { city: "Sorrento", destination: "Italy", latitude: 40.626, longitude: 14.376, setting: "on the cliffs of the Sorrento peninsula facing Vesuvius", sights: ["a ferry to Capri", "a limoncello tasting"], categories: ["resort", "boutique hotel", "city hotel"], names: "italian" },
  { city: "Taormina", destination: "Italy", latitude: 37.852, longitude: 15.288, setting: "on a Sicilian hillside below Mount Etna", sights: ["the ancient Greek theatre", "a wine tour on Etna"], categories: ["resort", "boutique hotel", "villa"], names: "italian" },
  { city: "Portofino", destination: "Italy", latitude: 44.303, longitude: 9.209, setting: "above the yachts of the Ligurian harbour", sights: ["a walk to the lighthouse", "a boat to San Fruttuoso"], categories: ["boutique hotel", "villa"], names: "italian" },
  { city: "Lake Como", destination: "Italy", latitude: 45.987, longitude: 9.257, setting: "on the shore of Lake Como among cypress gardens", sights: ["a riva boat across the lake", "the gardens of Villa Carlotta"], categories: ["villa", "resort", "boutique hotel"], names: "italian" },
  { city: "Cinque Terre", destination: "Italy", latitude: 44.127, longitude: 9.709, setting: "in a pastel fishing village of the Cinque Terre", sights: ["the coastal path between villages", "a sunset over Manarola"], categories: ["boutique hotel"], names: "italian" },
  { city: "Saint Tropez", destination: "France", latitude: 43.27, longitude: 6.64, setting: "on the glittering coast of the Cote d Azur", sights: ["a beach club lunch at Pampelonne", "the morning market in Place des Lices"], categories: ["resort", "boutique hotel", "villa"], names: "french" },
  { city: "Cannes", destination: "France", latitude: 43.552, longitude: 7.017, setting: "on the palm-lined Croisette", sights: ["a boat to the Lerins islands", "a stroll in the old Suquet quarter"], categories: ["city hotel", "resort"], names: "french" },
  { city: "Bordeaux", destination: "France", latitude: 44.837, longitude: -0.579, setting: "among the honey-coloured squares of the wine capital", sights: ["a chateau tasting in Saint Emilion", "the water mirror at dusk"], categories: ["city hotel", "boutique hotel", "villa"], names: "french" },
  { city: "Santorini", destination: "Greece", latitude: 36.393, longitude: 25.461, setting: "on the caldera cliffs of Santorini", sights: ["a sunset catamaran around the caldera", "a wine tasting on volcanic soil"], categories: ["boutique hotel", "villa", "resort"], names: "greek" },
  { city: "Imerovigli", destination: "Greece", latitude: 36.432, longitude: 25.423, setting: "at the highest point of the Santorini caldera", sights: ["the walk to Skaros Rock", "sunset over the volcano"], categories: ["boutique hotel", "villa"], names: "greek" },
  { city: "Crete", destination: "Greece", latitude: 35.24, longitude: 24.809, setting: "on a quiet bay of Crete", sights: ["the pink sands of Elafonisi", "the palace of Knossos"], categories: ["resort", "villa"], names: "greek" },
  { city: "Paros", destination: "Greece", latitude: 37.085, longitude: 25.149, setting: "in a whitewashed harbour village on Paros", sights: ["a sail to Antiparos", "the lanes of Naoussa"], categories: ["boutique hotel", "villa"], names: "greek" },
  { city: "Algarve", destination: "Portugal", latitude: 37.017, longitude: -7.93, setting: "above the golden cliffs of the Algarve", sights: ["a kayak into the Benagil cave", "a seafood lunch in a fishing village"], categories: ["resort", "villa"], names: "iberian" },
  { city: "Sintra", destination: "Portugal", latitude: 38.8, longitude: -9.388, setting: "among the fairytale palaces of Sintra", sights: ["the Pena Palace at opening time", "the gardens of Quinta da Regaleira"], categories: ["boutique hotel", "villa"], names: "iberian" },
  { city: "Ibiza", destination: "Spain", latitude: 38.906, longitude: 1.42, setting: "on a pine-fringed cove of Ibiza", sights: ["sunset at Cala Comte", "a boat to Formentera"], categories: ["resort", "villa", "boutique hotel"], names: "iberian" },
  { city: "Marbella", destination: "Spain", latitude: 36.51, longitude: -4.886, setting: "on the Golden Mile of the Costa del Sol", sights: ["the whitewashed old town", "a day trip to Ronda"], categories: ["resort", "villa"], names: "iberian" },
  { city: "Granada", destination: "Spain", latitude: 37.177, longitude: -3.599, setting: "in the Albaicin facing the Alhambra", sights: ["the Alhambra by night", "a flamenco cave in Sacromonte"], categories: ["boutique hotel", "city hotel"], names: "iberian" },
  { city: "Hvar", destination: "Croatia", latitude: 43.172, longitude: 16.441, setting: "above a lavender-scented Dalmatian harbour", sights: ["a boat to the Pakleni islands", "a walk up to the fortress"], categories: ["boutique hotel", "resort"], names: "croatian" },
  { city: "St Moritz", destination: "Switzerland", latitude: 46.498, longitude: 9.838, setting: "above a frozen Engadin lake", sights: ["a horse-drawn sleigh ride", "the Bernina Express"], categories: ["lodge", "boutique hotel", "city hotel"], names: "alpine" },
  { city: "Lofoten", destination: "Norway", latitude: 68.209, longitude: 13.957, setting: "beside red fishing cabins under jagged peaks", sights: ["aurora watching from the shore", "a kayak between islands"], categories: ["lodge", "boutique hotel"], names: "nordic" },
  { city: "Isle of Skye", destination: "Scotland", latitude: 57.273, longitude: -6.215, setting: "on a misty sea loch of the Isle of Skye", sights: ["the Fairy Pools", "a whisky tasting at Talisker"], categories: ["lodge", "boutique hotel"], names: "scottish" },
  { city: "Ocho Rios", destination: "Jamaica", latitude: 18.407, longitude: -77.104, setting: "on the lush north coast of Jamaica", sights: ["a climb up Dunn's River Falls", "a rafting trip on the river"], categories: ["resort", "villa"], names: "caribbean" },
  { city: "Nassau", destination: "Bahamas", latitude: 25.048, longitude: -77.355, setting: "on a white beach of New Providence", sights: ["swimming with pigs in the Exumas", "a rum tasting in town"], categories: ["resort", "city hotel"], names: "caribbean" },
  { city: "Playa del Carmen", destination: "Mexico", latitude: 20.629, longitude: -87.073, setting: "on the Riviera Maya between jungle and reef", sights: ["a swim in a cenote", "snorkelling at Cozumel"], categories: ["resort", "boutique hotel"], names: "mexican" },
  { city: "Puerto Vallarta", destination: "Mexico", latitude: 20.653, longitude: -105.225, setting: "on the Pacific shore of Banderas Bay", sights: ["whale watching in winter", "a sunset on the Malecon"], categories: ["resort", "villa"], names: "mexican" },
  { city: "Manuel Antonio", destination: "Costa Rica", latitude: 9.392, longitude: -84.136, setting: "where rainforest meets Pacific beaches", sights: ["sloths in the national park", "a sunset catamaran"], categories: ["resort", "lodge"], names: "latin" },
  { city: "Sonoma", destination: "California", latitude: 38.292, longitude: -122.458, setting: "among the vineyards of Sonoma Valley", sights: ["a picnic among the vines", "a hot-air balloon at dawn"], categories: ["villa", "boutique hotel", "resort"], names: "american" },
  { city: "Big Sur", destination: "California", latitude: 36.27, longitude: -121.807, setting: "on the cliffs of the Big Sur coast", sights: ["McWay Falls at sunset", "a drive over Bixby Bridge"], categories: ["lodge", "resort"], names: "american" },
  { city: "Kauai", destination: "Hawaii", latitude: 22.097, longitude: -159.526, setting: "on the Garden Isle below the Na Pali cliffs", sights: ["a helicopter over Na Pali", "a kayak on the Wailua river"], categories: ["resort", "villa"], names: "hawaiian" },
  { city: "Lake Louise", destination: "Canada", latitude: 51.425, longitude: -116.177, setting: "on a turquoise glacier lake in the Rockies", sights: ["a canoe on the lake", "tea at a mountain teahouse"], categories: ["lodge", "resort"], names: "rockies" },
  { city: "Okinawa", destination: "Japan", latitude: 26.212, longitude: 127.681, setting: "on a coral beach of subtropical Okinawa", sights: ["snorkelling the Kerama islands", "an Okinawan cooking class"], categories: ["resort", "boutique hotel"], names: "japanese" },
  { city: "Krabi", destination: "Thailand", latitude: 8.086, longitude: 98.906, setting: "below limestone cliffs on the Andaman Sea", sights: ["a longtail boat to Railay", "sunset island hopping"], categories: ["resort", "villa"], names: "thai" },
  { city: "Nusa Dua", destination: "Bali", latitude: -8.8, longitude: 115.232, setting: "on the calm beaches of southern Bali", sights: ["a Balinese spa ritual", "a temple visit at sunset"], categories: ["resort", "villa"], names: "balinese" },
  { city: "Canggu", destination: "Bali", latitude: -8.65, longitude: 115.138, setting: "among rice fields and surf beaches of Bali", sights: ["a surf lesson for two", "a sunset beach club"], categories: ["villa", "boutique hotel"], names: "balinese" },
  { city: "Ari Atoll", destination: "Maldives", latitude: 3.866, longitude: 72.833, setting: "on a private island of Ari Atoll", sights: ["swimming with whale sharks", "a sandbank dinner"], categories: ["overwater villa", "resort"], names: "maldivian" },
  { city: "Jaipur", destination: "India", latitude: 26.912, longitude: 75.787, setting: "in the pink city of Rajasthan", sights: ["sunrise at the Amber Fort", "a bazaar walk"], categories: ["boutique hotel", "resort"], names: "indian" },
  { city: "Abu Dhabi", destination: "Dubai", latitude: 24.453, longitude: 54.377, setting: "on the Arabian Gulf beside the desert", sights: ["the Sheikh Zayed mosque at dusk", "a desert dinner"], categories: ["city hotel", "resort", "desert camp"], names: "arabian" },
  { city: "Essaouira", destination: "Morocco", latitude: 31.508, longitude: -9.76, setting: "in a whitewashed Atlantic medina", sights: ["a camel ride on the beach", "the fish market at the port"], categories: ["riad", "boutique hotel"], names: "moroccan" },
  { city: "Zanzibar", destination: "Tanzania", latitude: -6.165, longitude: 39.202, setting: "on the white sands of Zanzibar", sights: ["a spice farm tour", "a dhow sunset cruise"], categories: ["resort", "boutique hotel", "villa"], names: "swahili" },
  { city: "Kruger", destination: "South Africa", latitude: -24.011, longitude: 31.485, setting: "in a private reserve bordering Kruger", sights: ["a dawn game drive", "a bush dinner under the stars"], categories: ["safari camp", "lodge"], names: "safari" },
  { city: "La Digue", destination: "Seychelles", latitude: -4.359, longitude: 55.841, setting: "beside the granite boulders of La Digue", sights: ["cycling to Anse Source d Argent", "snorkelling with turtles"], categories: ["resort", "villa"], names: "island" },
  { city: "Moorea", destination: "French Polynesia", latitude: -17.538, longitude: -149.83, setting: "on a lagoon below the peaks of Moorea", sights: ["swimming with rays", "a lagoon picnic on a motu"], categories: ["overwater villa", "resort"], names: "polynesian" },
  { city: "Tahiti", destination: "French Polynesia", latitude: -17.651, longitude: -149.426, setting: "on the black-sand shores of Tahiti", sights: ["a waterfall hike", "a pearl farm visit"], categories: ["resort", "overwater villa"], names: "polynesian" },
  { city: "Byron Bay", destination: "Australia", latitude: -28.647, longitude: 153.602, setting: "on the beaches of Byron Bay", sights: ["sunrise at the lighthouse", "a hinterland waterfall"], categories: ["boutique hotel", "resort"], names: "aussie" },
  { city: "Rotorua", destination: "New Zealand", latitude: -38.137, longitude: 176.251, setting: "among geothermal lakes and forests", sights: ["a soak in hot pools", "a Maori hangi feast"], categories: ["lodge", "resort"], names: "kiwi" },
];
