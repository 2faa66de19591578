import type { HotelCategory, NameStyle } from "./seed-places";

/**
 * Hotel names that sound like their place: a local word and a form per category ("Villa {w}",
 * "{w} Lodge"). Invented on purpose: no real hotel or chain names, no accents, apostrophes or
 * hyphens, so every name gives a clean slug.
 */
type NameBank = { words: string[]; forms?: Partial<Record<HotelCategory, string[]>> };

const DEFAULT_FORMS: Record<HotelCategory, string[]> = {
  resort: ["{w} Resort", "{w} Resort and Spa", "{w} Beach Resort"],
  "boutique hotel": ["{w} Hotel", "{w} House", "Hotel {w}", "{w} Suites"],
  "city hotel": ["The {w}", "{w} Grand Hotel", "{w} Hotel"],
  villa: ["Villa {w}", "{w} Villas"],
  lodge: ["{w} Lodge", "{w} Mountain Lodge"],
  ryokan: ["{w} Ryokan", "Ryokan {w}"],
  "safari camp": ["{w} Camp", "{w} Safari Camp", "{w} Tented Camp"],
  "desert camp": ["{w} Desert Camp", "{w} Luxury Camp"],
  "overwater villa": ["{w} Island Resort", "{w} Lagoon Villas", "{w} Water Villas"],
  riad: ["Riad {w}", "Dar {w}"],
};

const BANKS: Record<NameStyle, NameBank> = {
  italian: {
    words: ["Aurora", "Limoni", "Serena", "Belvedere", "Stella Maris", "Dolce Vita", "Luna Rossa", "Gabbiano", "Sirena", "San Michele", "Bellavista", "Fiorella", "Santa Chiara", "Torre Saracena", "Ginestra", "Margherita", "Oleandro", "Cielo", "Mare Blu", "Glicine", "Zagara", "Corallo"],
    forms: { villa: ["Villa {w}"], "boutique hotel": ["Casa {w}", "Locanda {w}", "Hotel {w}"], "city hotel": ["Palazzo {w}", "Grand Hotel {w}"], resort: ["{w} Resort and Spa", "Borgo {w}"] },
  },
  french: {
    words: ["Lumiere", "Belle Rive", "Les Jardins", "Rose Blanche", "Petit Cygne", "Saint Clair", "Les Oliviers", "Lavandes", "Mirabelle", "Clair de Lune", "Coeur Doux", "Ambre", "Jardin Secret", "Beau Soleil", "Les Tilleuls"],
    forms: { villa: ["Bastide {w}", "Mas {w}"], "boutique hotel": ["Hotel {w}", "Maison {w}"], "city hotel": ["Hotel {w}", "Le Grand {w}"], resort: ["{w} Resort and Spa", "Domaine {w}"] },
  },
  greek: {
    words: ["Kallisti", "Ammos", "Thalassa", "Anemos", "Galini", "Asteri", "Ostria", "Meltemi", "Lithos", "Selene", "Kyma", "Erato", "Iliovasilema", "Aigli", "Perla"],
    forms: { villa: ["{w} Villas", "Villa {w}"], "boutique hotel": ["{w} Suites", "{w} Cave Houses", "{w} Hotel"], resort: ["{w} Resort", "{w} Resort and Spa"] },
  },
  iberian: {
    words: ["Luar", "Alma", "Flor de Sal", "Azulejo", "Rosa dos Ventos", "Solar", "Miradouro", "Estrela", "Olivar", "Brisa", "Buganvilla", "Azahar", "Candela", "Palmera", "Sol Nascente", "Lua Cheia", "Vinha Velha", "Mares"],
    forms: { villa: ["Quinta {w}", "Finca {w}"], "boutique hotel": ["Casa {w}", "{w} Boutique Hotel", "Hotel {w}"], "city hotel": ["Palacio {w}", "{w} Hotel"], resort: ["{w} Resort and Spa"] },
  },
  croatian: { words: ["Lapad", "Adriatica", "Lavanda", "Zvijezda", "Kamen", "Ruza", "Bura", "Maslina", "Galeb"] },
  alpine: {
    words: ["Edelweiss", "Alpenrose", "Bergkristall", "Schneeglanz", "Arven", "Sonnenhof", "Firn", "Gletscherblick", "Steinbock"],
    forms: { lodge: ["Chalet {w}", "{w} Lodge"], "boutique hotel": ["Hotel {w}", "{w} Boutique Hotel"] },
  },
  nordic: { words: ["Nordlys", "Havblikk", "Fjordlys", "Solkyss", "Stjerne", "Ljos", "Kvitstein", "Brygge", "Skymning"] },
  scottish: { words: ["Heatherbank", "Thistle", "Caledonia", "Glenrose", "Lochside", "Kinloch", "Bonnie Brae", "Stag"] },
  caribbean: {
    words: ["Coral Cove", "Hibiscus", "Sea Grape", "Frangipani", "Sugar Reef", "Pelican Point", "Mango Tree", "Conch Shell", "Flamingo Cay", "Breadfruit Hill", "Calabash", "Bougainvillea", "Starfish", "Sunset Reef", "Palm Whisper", "Seabreeze", "Jasmine Cove", "Hummingbird", "Turquoise Bay", "Moonrise", "Driftwood", "Cotton Bay", "Sapphire Sands", "Gingerlily", "Windward", "Pink Pearl", "Cinnamon Cay", "Lime Tree", "Salt Pond", "Mahogany Bay", "Tamarind", "Little Coral", "Sandpiper", "Soursop", "Seaglass", "Papaya Point", "Blue Heron", "Reef Light", "Pepperpot", "Royal Palm", "Kingfisher", "Golden Shell"],
  },
  mexican: { words: ["Jaguar", "Luna Maya", "Sol y Sombra", "Ceiba", "Copal", "Azul Profundo", "Cenote", "Bugambilia", "Xaman", "Colibri Blanco", "Marea"], forms: { "boutique hotel": ["Casa {w}", "Hotel {w}"], villa: ["Villa {w}", "Casa {w}"] } },
  latin: { words: ["Bosque Nuboso", "Colibri", "Tierra Dorada", "Vinas del Sol", "Inti", "Andes Rose", "Quebrada", "Condor", "Arrebol", "Bodega Estrella", "Volcan Azul", "Pachamama", "Selva"], forms: { villa: ["Finca {w}", "Estancia {w}"] } },
  american: { words: ["Oak Hollow", "Golden Poppy", "Meadowlark", "Hudson Lantern", "Greenwich Rose", "Park and Vine", "Maple Ember", "Redwood Hearth", "Starling", "Halcyon", "Silver Oak Lane", "Vine and Velvet", "Marigold"] },
  hawaiian: { words: ["Plumeria", "Hale Aloha", "Kai Malu", "Lani", "Honu Bay", "Makana", "Pua", "Mahina"] },
  rockies: { words: ["Elk Ridge", "Glacier Lily", "Moraine", "Spruce Hollow", "Bow River", "Larch", "Cascade Peak"] },
  japanese: {
    words: ["Hanami", "Tsukiyo", "Kazeoto", "Yukimi", "Hoshizora", "Kinmokusei", "Tsubaki", "Shizuka", "Momiji", "Kohaku", "Hotaru", "Sakura no Yado", "Gekko", "Suzune"],
    forms: { "city hotel": ["Hotel {w}", "The {w}"], "boutique hotel": ["{w} House", "Hotel {w}"], resort: ["{w} Onsen Resort", "{w} Resort"] },
  },
  thai: { words: ["Chantara", "Saeng Chan", "Baan Dok Mai", "Rim Talay", "Suan Sawan", "Dao Ruang", "Lanna Rose", "Mali", "Kanlaya", "Fah Sai", "Nakara"] },
  balinese: { words: ["Bunga Rampai", "Segara", "Taman Bulan", "Cempaka", "Kayu Manis", "Suara Alam", "Bulan Madu", "Tirta", "Puri Asri", "Kembang", "Semara", "Alang Alang", "Melati"] },
  maldivian: { words: ["Veli", "Fehi", "Raalhu", "Hiyala", "Thari", "Kandu", "Loabi", "Falhu", "Maakana", "Dhiyares"] },
  lankan: { words: ["Kithul", "Ranmal", "Sanda Eliya", "Nilwala", "Mal Pela", "Kaluwella"] },
  vietnamese: { words: ["Hoa Sen", "Den Long", "Song Hoai", "Mai Vang", "Bich Ngoc", "Trang Ram"] },
  indian: { words: ["Chandni", "Gulaab", "Jharokha", "Kamal", "Moti Mahal", "Rangoli", "Sitara"], forms: { "boutique hotel": ["{w} Haveli", "{w} Palace Hotel"], resort: ["{w} Lake Resort"], villa: ["{w} Bagh"] } },
  arabian: { words: ["Al Noor", "Qamar", "Yasmin", "Zahra", "Layali", "Rimal", "Oud", "Sahara Pearl"] },
  moroccan: { words: ["Zitoun", "Naranj", "Yasmina", "Layla", "Zellige", "Amira", "Nour", "Azalai", "Tamarit", "Jnane Rose"], forms: { "boutique hotel": ["Dar {w}", "{w} Boutique Hotel"], resort: ["{w} Palmeraie Resort"] } },
  safari: { words: ["Acacia Plains", "Ngoma", "Nyota", "Simba Ridge", "Twiga", "Mara Dawn", "Upendo", "Kilele", "Tembo", "Sunbird", "Olpejeta Sky", "Kito"], forms: { lodge: ["{w} Lodge", "{w} Safari Lodge"] } },
  swahili: { words: ["Pwani", "Nyota Beach", "Mchanga", "Upepo", "Kanga", "Bahari", "Marashi"] },
  cape: { words: ["Fynbos", "Protea", "Silvertree", "Kloof", "Oystercatcher", "Huguenot Rose", "Sugarbird", "Klipkop", "Vineyard Hart"] },
  island: { words: ["Takamaka", "Vanille", "Filaos", "Badamier", "Lagon Bleu", "Corail", "Vanua", "Tavola", "Lomani", "Bois Cheri", "Ravenala", "Sega", "Latanier", "Tevita"] },
  polynesian: { words: ["Motu", "Tiare", "Manava", "Pahia", "Moana", "Vahine", "Tere", "Hiro"] },
  kiwi: { words: ["Kowhai", "Tui", "Pohutukawa", "Kahu", "Ataahua", "Rimu"] },
  aussie: { words: ["Wattle", "Harbourlight", "Coral Sea", "Jacaranda", "Banksia", "Lorikeet", "Sandstone", "Southerly", "Saltwater"] },
};

export function nameWords(style: NameStyle): string[] {
  return BANKS[style].words;
}

export function nameForms(style: NameStyle, category: HotelCategory): string[] {
  return BANKS[style].forms?.[category] ?? DEFAULT_FORMS[category];
}
