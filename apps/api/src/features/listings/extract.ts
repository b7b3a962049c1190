import { load, type CheerioAPI } from 'cheerio';
import type { ListingType } from '@hds/api-client/contract';
import { templateFor, type ListingTemplate } from './templates.ts';

/*
 * What a listing page says about the property, read with a real HTML parser (cheerio). Sources
 * in order, each filling only what the ones before left empty: the portal's template selectors
 * (templates.ts), schema.org JSON-LD (RealEstateListing, Offer, Product, House, Apartment,
 * SingleFamilyResidence, … also inside @graph and arrays), schema.org microdata, Open Graph
 * (og:* and product:price:*), and a generic fallback (<title>, <h1>, meta description, large
 * <img>s).
 */

export interface ExtractedListing {
  title: string;
  address: string;
  price: number | null;
  currency: string | null;
  display_price: string | null;
  listing_type: ListingType | null;
  bedrooms: number | null;
  bathrooms: number | null;
  square_feet: number | null;
  description: string;
  /** Absolute http(s) URLs, primary first, no duplicates (at most 20). */
  images: string[];
  /** Which sources contributed, in order ('template', 'json-ld', 'microdata', 'opengraph', 'generic'). */
  sources: string[];
}

/** A parsed element (cheerio's node type, without depending on domhandler's own copy). */
const _elementsOf = ($: CheerioAPI) => $('*').toArray();
type Element = ReturnType<typeof _elementsOf>[number];

type Json = unknown;
type Node = Record<string, Json>;

/** The schema.org types a listing page describes its property with. */
const LISTING_TYPES = new Set(
  [
    'RealEstateListing',
    'Offer',
    'AggregateOffer',
    'Product',
    'House',
    'Apartment',
    'SingleFamilyResidence',
    'Residence',
    'ApartmentComplex',
    'Accommodation',
    'Place',
    'Room',
    'Suite',
    'Hotel',
    'LodgingBusiness',
    'Landform',
  ].map((t) => t.toLowerCase()),
);

const SQM_TO_SQFT = 10.7639;
const MAX_IMAGES = 20;

const text = (v: Json): string => {
  if (typeof v === 'string') return v.replace(/\s+/g, ' ').trim();
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return text(v[0]);
  if (v && typeof v === 'object') {
    const o = v as Node;
    return text(o['@value'] ?? o.name ?? o.value ?? '');
  }
  return '';
};

/** A number out of 1250000, '1250000', '$1,250,000', '1.250.000 €', '3 200'. */
export function parseNumber(v: Json): number | null {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? v : null;
  const s = text(v);
  if (!s) return null;
  const m = s.replace(/\s/g, '').match(/\d[\d.,]*/);
  if (!m) return null;
  let digits = m[0];
  // '1.250.000' or '1,250,000' (groups of three) are thousands; '2.5' or '2,5' a fraction.
  if (/^\d{1,3}([.,]\d{3})+$/.test(digits)) digits = digits.replace(/[.,]/g, '');
  else digits = digits.replace(/,(?=\d{3}\b)/g, '').replace(',', '.');
  const n = Number(digits);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

const typesOf = (node: Node): string[] =>
  [node['@type']]
    .flat()
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase());

/** Every object of a JSON-LD document: arrays, @graph and nested values, depth first. */
function flatten(doc: Json, out: Node[] = [], depth = 0): Node[] {
  if (depth > 8 || !doc || typeof doc !== 'object') return out;
  if (Array.isArray(doc)) {
    for (const d of doc) flatten(d, out, depth + 1);
    return out;
  }
  const node = doc as Node;
  out.push(node);
  for (const [k, v] of Object.entries(node)) {
    if (k === '@context') continue;
    if (v && typeof v === 'object') flatten(v, out, depth + 1);
  }
  return out;
}

/** The first value of `key` among nodes (a property node's own first, then related ones). */
function first(nodes: Node[], key: string): Json {
  for (const n of nodes) {
    const v = n[key];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

function addressText(v: Json): string {
  if (!v) return '';
  if (typeof v === 'string') return text(v);
  if (Array.isArray(v)) return addressText(v[0]);
  if (typeof v === 'object') {
    const a = v as Node;
    const region = [text(a.addressRegion), text(a.postalCode)].filter(Boolean).join(' ');
    const parts = [text(a.streetAddress), text(a.addressLocality), region];
    const country = text(a.addressCountry);
    if (country && country.length > 2) parts.push(country);
    const joined = parts.filter(Boolean).join(', ');
    return joined || text(a.name);
  }
  return '';
}

function imageUrls(v: Json): string[] {
  if (!v) return [];
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(imageUrls);
  if (typeof v === 'object') {
    const o = v as Node;
    return imageUrls(o.contentUrl ?? o.url ?? o['@id']);
  }
  return [];
}

function typeFromWords(s: string): ListingType | null {
  const t = s.toLowerCase();
  if (/\b(sold|soldout)\b/.test(t)) return 'sold';
  if (/\b(pending|under contract|under offer)\b/.test(t)) return 'pending';
  if (/\b(for rent|to rent|to let|rental|leaseout|lease out|per month|\/mo|monthly)\b/.test(t)) {
    return 'for_rent';
  }
  if (/\b(for sale|sell|sale)\b/.test(t)) return 'for_sale';
  return null;
}

/** What the structured data says; null fields stay for the next source. */
interface Found {
  title?: string;
  address?: string;
  price?: number | null;
  currency?: string | null;
  listing_type?: ListingType | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  square_feet?: number | null;
  description?: string;
  images?: string[];
  rentHint?: boolean;
}

/** Reads schema.org nodes (from JSON-LD or microdata) into listing fields. */
function fromSchemaNodes(all: Node[]): Found | null {
  const relevant = all.filter((n) => typesOf(n).some((t) => LISTING_TYPES.has(t)));
  if (!relevant.length) return null;
  // The listing first, then the residence it is about, then offers and the rest.
  const rank = (n: Node) => {
    const t = typesOf(n);
    if (t.includes('realestatelisting')) return 0;
    if (t.some((x) => ['house', 'apartment', 'singlefamilyresidence', 'residence'].includes(x)))
      return 1;
    if (t.includes('product')) return 2;
    if (t.includes('offer') || t.includes('aggregateoffer')) return 3;
    return 4;
  };
  const nodes = [...relevant].sort((a, b) => rank(a) - rank(b));
  const offers = all.filter((n) => typesOf(n).some((t) => t === 'offer' || t === 'aggregateoffer'));
  const priceSpecs = all.filter((n) => typesOf(n).some((t) => t.endsWith('pricespecification')));
  const priceNodes = [...offers, ...priceSpecs, ...nodes];

  const out: Found = {};
  out.title = text(first(nodes, 'name')) || text(first(nodes, 'headline'));
  out.description = text(first(nodes, 'description'));
  out.address = addressText(first(all, 'address'));
  out.price = parseNumber(first(priceNodes, 'price') ?? first(priceNodes, 'lowPrice'));
  const currency = text(first(priceNodes, 'priceCurrency'));
  out.currency = /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : null;
  out.bedrooms = parseNumber(first(all, 'numberOfBedrooms') ?? first(all, 'numberOfRooms'));
  const fullBaths = parseNumber(
    first(all, 'numberOfBathroomsTotal') ?? first(all, 'numberOfFullBathrooms'),
  );
  const partial = parseNumber(first(all, 'numberOfPartialBathrooms'));
  out.bathrooms =
    fullBaths === null
      ? null
      : first(all, 'numberOfBathroomsTotal') !== undefined
        ? fullBaths
        : fullBaths + (partial ?? 0) * 0.5;
  const floor = first(all, 'floorSize');
  out.square_feet = areaInSquareFeet(floor);
  out.images = imageUrls(first(nodes, 'image') ?? first(all, 'photo'));
  const fn = text(first(priceNodes, 'businessFunction'));
  const availability = text(first(priceNodes, 'availability'));
  const unit = text(first(priceNodes, 'unitText')) + ' ' + text(first(priceNodes, 'unitCode'));
  if (/soldout|sold/i.test(availability)) out.listing_type = 'sold';
  else if (/leaseout|lease/i.test(fn) || /month|mon\b/i.test(unit)) out.listing_type = 'for_rent';
  else if (/sell/i.test(fn)) out.listing_type = 'for_sale';
  else if (/presale|preorder|limited/i.test(availability)) out.listing_type = 'pending';
  else out.listing_type = null;
  return out;
}

function areaInSquareFeet(floor: Json): number | null {
  if (floor === undefined || floor === null) return null;
  if (typeof floor === 'object' && !Array.isArray(floor)) {
    const f = floor as Node;
    const value = parseNumber(f.value);
    if (value === null) return null;
    const unit = `${text(f.unitCode)} ${text(f.unitText)}`.toLowerCase();
    const metres = /mtk|m2|m²|sqm|square met/.test(unit);
    return Math.round(metres ? value * SQM_TO_SQFT : value);
  }
  const s = text(floor).toLowerCase();
  const value = parseNumber(s);
  if (value === null) return null;
  return Math.round(/m2|m²|sqm|square met/.test(s) ? value * SQM_TO_SQFT : value);
}

function fromJsonLd($: CheerioAPI): Found | null {
  const docs: Json[] = [];
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      docs.push(JSON.parse($(el).text()));
    } catch {
      /* a broken block is skipped */
    }
  });
  return docs.length ? fromSchemaNodes(flatten(docs)) : null;
}

/** Microdata (itemscope / itemprop) read into JSON-LD-like nodes. */
function fromMicrodata($: CheerioAPI): Found | null {
  const roots = $('[itemscope]').filter((_, el) => !$(el).attr('itemprop'));
  if (!roots.length) return null;
  const read = (scope: Element, depth: number): Node => {
    const node: Node = {};
    const type = $(scope).attr('itemtype');
    if (type)
      node['@type'] = type.split(/\s+/).map((t) => t.replace(/^https?:\/\/schema\.org\//i, ''));
    // The scope's own properties: itemprops whose nearest itemscope ancestor is this scope.
    $(scope)
      .find('[itemprop]')
      .each((_, el) => {
        const owner = $(el).parent().closest('[itemscope]')[0];
        if (owner !== scope) return;
        const value: Json =
          $(el).is('[itemscope]') && depth < 6 ? read(el, depth + 1) : propValue(el);
        for (const name of ($(el).attr('itemprop') ?? '').split(/\s+/).filter(Boolean)) {
          const prev = node[name];
          node[name] = prev === undefined ? value : [prev, value].flat();
        }
      });
    return node;
  };
  const propValue = (el: Element): string => {
    const $el = $(el);
    if ($el.attr('content') !== undefined) return $el.attr('content') ?? '';
    if ($el.is('img,audio,video,source,embed,iframe')) return $el.attr('src') ?? '';
    if ($el.is('a,link,area')) return $el.attr('href') ?? '';
    if ($el.is('meta')) return $el.attr('content') ?? '';
    if ($el.is('data,meter')) return $el.attr('value') ?? '';
    if ($el.is('time')) return $el.attr('datetime') ?? $el.text();
    return $el.text();
  };
  const nodes = roots.toArray().map((el) => read(el, 0));
  return fromSchemaNodes(flatten(nodes));
}

function fromOpenGraph($: CheerioAPI): Found | null {
  const meta = (...names: string[]) => {
    for (const n of names) {
      const v = $(`meta[property="${n}"], meta[name="${n}"]`).first().attr('content');
      if (v && v.trim()) return v.trim();
    }
    return '';
  };
  const images = $(
    'meta[property="og:image"], meta[property="og:image:url"], meta[name="og:image"]',
  )
    .toArray()
    .map((el) => $(el).attr('content') ?? '')
    .filter(Boolean);
  const title = meta('og:title', 'twitter:title');
  if (!title && !images.length && !meta('og:description')) return null;
  const street = meta('og:street-address', 'place:street_address');
  const locality = meta('og:locality');
  const region = [meta('og:region'), meta('og:postal-code')].filter(Boolean).join(' ');
  const currency = meta('product:price:currency', 'og:price:currency');
  const type = meta('og:type');
  return {
    title,
    description: meta('og:description', 'twitter:description'),
    address: [street, locality, region].filter(Boolean).join(', '),
    price: parseNumber(meta('product:price:amount', 'og:price:amount')),
    currency: /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : null,
    images,
    listing_type: typeFromWords(`${type} ${title}`),
  };
}

function fromGeneric($: CheerioAPI): Found {
  const images = $('img[src]')
    .toArray()
    .filter((el) => {
      const w = Number($(el).attr('width'));
      const h = Number($(el).attr('height'));
      // Large pictures only: icons and tracking pixels say their small size.
      if (Number.isFinite(w) && w > 0 && w < 300) return false;
      if (Number.isFinite(h) && h > 0 && h < 200) return false;
      return !/\b(logo|icon|sprite|avatar|pixel)\b/i.test($(el).attr('src') ?? '');
    })
    .map((el) => $(el).attr('src') ?? '');
  const title = text($('h1').first().text()) || text($('title').first().text());
  const priceText = text($('[class*="price" i]').first().text());
  return {
    title,
    description: text($('meta[name="description"]').attr('content') ?? ''),
    images,
    price: priceText ? parseNumber(priceText) : null,
    currency: priceText ? currencyFromSymbol(priceText) : null,
    listing_type: typeFromWords(`${title} ${priceText}`),
  };
}

function currencyFromSymbol(s: string): string | null {
  if (s.includes('€')) return 'EUR';
  if (s.includes('£')) return 'GBP';
  if (s.includes('$')) return 'USD';
  const code = s.match(/\b(USD|EUR|GBP|CAD|AUD|CHF|JPY|SEK|NOK|DKK)\b/i);
  return code ? code[1]!.toUpperCase() : null;
}

function fromTemplate($: CheerioAPI, template: ListingTemplate): Found {
  const sel = template.selectors;
  const pick = (selector: string | undefined) => {
    if (!selector) return '';
    const el = $(selector).first();
    return text(el.attr('content') ?? el.text());
  };
  const priceText = pick(sel.price);
  const area = pick(sel.square_feet);
  return {
    title: pick(sel.title),
    address: pick(sel.address),
    price: parseNumber(priceText),
    currency: currencyFromSymbol(priceText),
    bedrooms: parseNumber(pick(sel.bedrooms)),
    bathrooms: parseNumber(pick(sel.bathrooms)),
    square_feet: area ? areaInSquareFeet(area) : null,
    description: pick(sel.description),
    images: sel.images
      ? $(sel.images)
          .toArray()
          .map((el) => $(el).attr('src') ?? $(el).attr('content') ?? $(el).attr('href') ?? '')
      : [],
    listing_type: typeFromWords(`${pick(sel.listing_type)} ${priceText}`),
  };
}

/** The price as a reader expects it: '$1,250,000', '€2,400/mo', 'CHF 900,000'. */
export function formatDisplayPrice(
  price: number | null,
  currency: string | null,
  type: ListingType | null,
): string | null {
  if (price === null) return null;
  const code = currency ?? 'USD';
  let shown: string;
  try {
    shown = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      maximumFractionDigits: 0,
    }).format(price);
  } catch {
    shown = `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(price)} ${code}`;
  }
  return type === 'for_rent' ? `${shown}/mo` : shown;
}

function absolute(src: string, base: string): string | null {
  try {
    const u = new URL(src.trim(), base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** Reads a listing page. `pageUrl` resolves relative image URLs. */
export function extractListing(
  html: string,
  pageUrl: string,
  source = 'custom',
): ExtractedListing & { template: string | null } {
  const $ = load(html);
  const generator = $('meta[name="generator"]').attr('content')?.trim() ?? null;
  const template = templateFor(source, generator);
  const parts: [string, Found | null][] = [
    ['template', template ? fromTemplate($, template) : null],
    ['json-ld', fromJsonLd($)],
    ['microdata', fromMicrodata($)],
    ['opengraph', fromOpenGraph($)],
    ['generic', fromGeneric($)],
  ];
  const out: ExtractedListing = {
    title: '',
    address: '',
    price: null,
    currency: null,
    display_price: null,
    listing_type: null,
    bedrooms: null,
    bathrooms: null,
    square_feet: null,
    description: '',
    images: [],
    sources: [],
  };
  for (const [name, p] of parts) {
    if (!p) continue;
    let used = false;
    const take = <K extends keyof ExtractedListing>(
      key: K,
      value: ExtractedListing[K] | undefined,
    ) => {
      if (value === undefined || value === null || value === '') return;
      if (out[key] === null || out[key] === '') {
        out[key] = value;
        used = true;
      }
    };
    take('title', p.title?.slice(0, 300));
    take('address', p.address?.slice(0, 300));
    if (out.price === null && p.price != null) {
      out.price = p.price;
      out.currency = p.currency ?? out.currency;
      used = true;
    } else if (out.currency === null && p.currency) out.currency = p.currency;
    take('listing_type', p.listing_type ?? null);
    take('bedrooms', p.bedrooms != null ? Math.round(p.bedrooms) : null);
    take('bathrooms', p.bathrooms != null ? Math.round(p.bathrooms * 2) / 2 : null);
    take('square_feet', p.square_feet ?? null);
    take('description', p.description?.slice(0, 5000));
    // Pictures from the first source that has any (later ones would add page furniture).
    if (p.images?.length && !out.images.length) {
      for (const src of p.images) {
        const abs = absolute(src, pageUrl);
        if (abs && !out.images.includes(abs) && out.images.length < MAX_IMAGES) {
          out.images.push(abs);
          used = true;
        }
      }
    }
    if (used) out.sources.push(name);
  }
  out.listing_type ??= typeFromWords(`${out.title} ${out.description}`);
  out.display_price = formatDisplayPrice(out.price, out.currency, out.listing_type);
  return { ...out, template: template?.id ?? null };
}

/** Whether anything usable was found: a title with a price, an address or a picture. */
export const isUsable = (l: ExtractedListing) =>
  Boolean(l.title) && (l.price !== null || Boolean(l.address) || l.images.length > 0);
