/** Word lists for the demo guild's invented names (no real people or artists). */
export const NAME_PARTS_A = [
  "Aki", "Bel", "Cel", "Dawn", "Eri", "Fen", "Gale", "Haru", "Iri", "Juno", "Kai", "Lumi", "Mira", "Nox", "Oka", "Pix",
  "Quin", "Rei", "Sora", "Tani", "Umi", "Vex", "Wren", "Xeno", "Yuki", "Zeph", "Ame", "Bram", "Cyra", "Dusk", "Echo", "Fable",
];
export const NAME_PARTS_B = [
  "light", "wave", "fox", "rain", "byte", "star", "moth", "dash", "note", "bloom", "drift", "glow", "ink", "mist", "pulse",
  "tide", "vale", "wisp", "ember", "frost", "hollow", "lark", "muse", "nova", "quill", "rune", "shade", "thorn",
];
export const NAME_SUFFIXES = ["", "", "", "_", "-", "x", "kun", "chan", "2", "7", "99", " jr", "ie", "o"];

export const ARTIST_FIRST = [
  "Aurora", "Cider", "Neon", "Velvet", "Paper", "Crystal", "Midnight", "Solar", "Lunar", "Static", "Glass", "Amber",
  "Echo", "Cobalt", "Pastel", "Rust", "Silver", "Violet", "Ivory", "Hollow", "Arcade", "Harbor", "Ember", "Polar",
  "Sugar", "Iron", "Marble", "Kite", "Feather", "Orbit",
];
export const ARTIST_SECOND = [
  "Lines", "Pulse", "Tides", "Garden", "Machine", "Parade", "Signal", "Cartel", "Quartet", "Collective", "Theory",
  "Bureau", "Engine", "Atlas", "Season", "Factory", "Society", "Circuit", "Avenue", "District",
];
export const SONG_WORDS_A = [
  "Endless", "Falling", "Golden", "Silent", "Electric", "Broken", "Crimson", "Distant", "Frozen", "Hidden", "Lost",
  "Paper", "Neon", "Midnight", "Summer", "Winter", "Secret", "Wild", "Shining", "Fading", "Little", "Last", "First",
];
export const SONG_WORDS_B = [
  "Sky", "Heart", "City", "Dream", "Runner", "Signal", "Garden", "Ocean", "Letters", "Lights", "Memory", "Horizon",
  "Waltz", "Engine", "Comet", "Machine", "Weather", "Station", "Reverie", "Voyage", "Flame", "Echoes", "Satellite",
];
export const GENRES = ["electronic", "rock", "pop", "orchestral", "jazz", "hip-hop", "metal", "ambient", "high priority"];
