import { createHash } from "node:crypto";

/**
 * Street addresses for the demo catalogue's invented hotels and agencies: a street name in the
 * country's own style, a house number and a postal code of the country's shape, so structured data
 * carries a full PostalAddress. Drawn from a hash of the listing's slug, not from the seed's random
 * stream, so adding them changed nothing else the demo catalogue draws.
 */
type AddressStyle = {
  streets: readonly string[];
  /** Postal code shape: `#` a digit, `A` a capital letter; "" where the country uses none. */
  postcode: string;
  /** How the parts read: number first ("12 Harbour Road") or after the street ("Via Roma 12"). */
  numberFirst: boolean;
};

const ENGLISH: readonly string[] = ["Harbour Road", "Ocean Drive", "Bay Street", "Hill Crescent", "Palm Avenue", "Garden Lane", "Beach Road", "Church Street"];
const SPANISH: readonly string[] = ["Calle del Mar", "Avenida de la Playa", "Calle Real", "Paseo de los Naranjos", "Calle de la Luna", "Camino del Faro"];

const STYLES: Record<string, AddressStyle> = {
  Italy: { streets: ["Via Roma", "Via del Mare", "Via Positanesca", "Via dei Limoni", "Via Garibaldi", "Lungolago Mazzini"], postcode: "#####", numberFirst: false },
  France: { streets: ["Rue de la Paix", "Chemin des Lavandes", "Avenue des Pins", "Rue du Port", "Boulevard de la Mer"], postcode: "#####", numberFirst: true },
  Greece: { streets: ["Odos Ypapantis", "Odos Agiou Nikolaou", "Odos Marinas", "Odos Kastrou"], postcode: "### ##", numberFirst: false },
  Spain: { streets: SPANISH, postcode: "#####", numberFirst: false },
  Portugal: { streets: ["Rua do Mar", "Rua das Flores", "Avenida da Liberdade", "Rua do Castelo"], postcode: "####-###", numberFirst: false },
  Croatia: { streets: ["Ulica Svetog Dominika", "Obala Stjepana Radica", "Ulica od Puca"], postcode: "#####", numberFirst: false },
  Switzerland: { streets: ["Bahnhofstrasse", "Seestrasse", "Dorfstrasse", "Bergweg"], postcode: "####", numberFirst: false },
  Norway: { streets: ["Strandgaten", "Fjordveien", "Storgata"], postcode: "####", numberFirst: false },
  Iceland: { streets: ["Laugavegur", "Skolavordustigur", "Hafnarstraeti"], postcode: "###", numberFirst: false },
  Sweden: { streets: ["Strandvagen", "Drottninggatan", "Skeppsbron"], postcode: "### ##", numberFirst: false },
  "United Kingdom": { streets: ENGLISH, postcode: "A## #AA", numberFirst: true },
  "United States": { streets: ENGLISH, postcode: "#####", numberFirst: true },
  Canada: { streets: ["Rue Sainte-Catherine", "Lakeshore Road", "Harbour Street"], postcode: "A#A #A#", numberFirst: true },
  Mexico: { streets: SPANISH, postcode: "#####", numberFirst: false },
  "Costa Rica": { streets: SPANISH, postcode: "#####", numberFirst: false },
  Peru: { streets: SPANISH, postcode: "#####", numberFirst: false },
  Argentina: { streets: SPANISH, postcode: "A####AAA", numberFirst: false },
  Japan: { streets: ["Gion-machi", "Higashiyama", "Arashiyama-cho", "Hakone-machi"], postcode: "###-####", numberFirst: false },
  Thailand: { streets: ["Thanon Charoen Krung", "Thanon Rat-U-Thit", "Soi Sukhumvit"], postcode: "#####", numberFirst: true },
  Vietnam: { streets: ["Pho Hang Bac", "Duong Tran Hung Dao", "Pho Nguyen Thai Hoc"], postcode: "######", numberFirst: true },
  Indonesia: { streets: ["Jalan Raya Ubud", "Jalan Pantai", "Jalan Monkey Forest"], postcode: "#####", numberFirst: false },
  India: { streets: ["Lake Palace Road", "Marine Drive", "Fort Road"], postcode: "######", numberFirst: true },
  "Sri Lanka": { streets: ["Galle Road", "Lighthouse Street", "Church Street"], postcode: "#####", numberFirst: true },
  Maldives: { streets: ["Boduthakurufaanu Magu", "Majeedhee Magu"], postcode: "#####", numberFirst: false },
  Singapore: { streets: ["Orchard Road", "Beach Road", "Marina Boulevard"], postcode: "######", numberFirst: true },
  Australia: { streets: ENGLISH, postcode: "####", numberFirst: true },
  "New Zealand": { streets: ENGLISH, postcode: "####", numberFirst: true },
  "South Africa": { streets: ENGLISH, postcode: "####", numberFirst: true },
  Kenya: { streets: ["Mara Road", "Lamu Seafront", "Ngong Road"], postcode: "#####", numberFirst: true },
  Tanzania: { streets: ["Shangani Street", "Kenyatta Road", "Serengeti Road"], postcode: "#####", numberFirst: true },
  Morocco: { streets: ["Derb Sidi Bouloukat", "Rue Riad Zitoun", "Avenue Mohammed V"], postcode: "#####", numberFirst: true },
  Mauritius: { streets: ["Royal Road", "Coastal Road"], postcode: "#####", numberFirst: true },
  Seychelles: { streets: ["Beau Vallon Road", "Anse Royale Road"], postcode: "", numberFirst: true },
  "United Arab Emirates": { streets: ["Jumeirah Beach Road", "Al Sufouh Road"], postcode: "", numberFirst: true },
  "French Polynesia": { streets: ["Route de Ceinture", "Chemin de la Plage"], postcode: "#####", numberFirst: true },
  Fiji: { streets: ["Queens Road", "Denarau Road"], postcode: "", numberFirst: true },
  Bahamas: { streets: ENGLISH, postcode: "", numberFirst: true },
  Barbados: { streets: ENGLISH, postcode: "BB#####", numberFirst: true },
  Jamaica: { streets: ENGLISH, postcode: "", numberFirst: true },
  Aruba: { streets: ["J.E. Irausquin Boulevard", "L.G. Smith Boulevard"], postcode: "", numberFirst: false },
  "Saint Lucia": { streets: ENGLISH, postcode: "LC## ###", numberFirst: true },
  "Antigua and Barbuda": { streets: ENGLISH, postcode: "", numberFirst: true },
  "Cayman Islands": { streets: ["West Bay Road", "Seven Mile Beach Road"], postcode: "KY#-####", numberFirst: true },
  "Turks and Caicos Islands": { streets: ["Grace Bay Road", "Leeward Highway"], postcode: "TKCA 1ZZ", numberFirst: true },
};

const DEFAULT_STYLE: AddressStyle = { streets: ENGLISH, postcode: "", numberFirst: true };
const LETTERS = "ABCDEFGHJKLMNPRSTUWXYZ";

function drawsFor(slug: string): number[] {
  return [...createHash("sha256").update(`address:${slug}`).digest()];
}

/**
 * "Via dei Limoni 27, 84017 Positano, Italy": the demo address of the listing with this slug in
 * this town and country (the country's name ends it, so a reader sees the whole address).
 */
export function demoStreetAddress(slug: string, city: string, country: string): string {
  const draws = drawsFor(slug);
  let next = 0;
  const draw = (size: number): number => (draws[next++ % draws.length] ?? 0) % size;
  const style = STYLES[country] ?? DEFAULT_STYLE;
  const street = style.streets[draw(style.streets.length)] ?? "Harbour Road";
  const number = 1 + draw(120);
  const postcode = [...style.postcode].map((symbol) => (symbol === "#" ? String(draw(10)) : symbol === "A" ? LETTERS[draw(LETTERS.length)] : symbol)).join("");
  const line = style.numberFirst ? `${number} ${street}` : `${street} ${number}`;
  return [line, postcode ? `${postcode} ${city}` : city, country].join(", ");
}
