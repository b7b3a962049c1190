/*
 * Listing templates: the selectors a known portal's pages need where their structured data is
 * missing or thin (GET /listing-templates/?source_type=). A small constant table: templates
 * change with the portals' markup, not per user. `demo` is the fixture portal of the tests
 * (tools/dev/fixtures/listings), whose template page carries no structured data at all.
 */

export interface TemplateSelectors {
  title?: string;
  address?: string;
  price?: string;
  bedrooms?: string;
  bathrooms?: string;
  square_feet?: string;
  description?: string;
  listing_type?: string;
  /** Every match is a picture (src, content or href). */
  images?: string;
}

export interface ListingTemplate {
  id: string;
  name: string;
  /** The `source` of listings it applies to. */
  source_type: string;
  /** Host names (and their subdomains) it applies to. */
  domains: string[];
  /** Pages whose <meta name="generator"> says this apply too (sites that host many portals). */
  generator?: string;
  selectors: TemplateSelectors;
  is_active: boolean;
}

export const LISTING_TEMPLATES: readonly ListingTemplate[] = [
  {
    id: 'tpl-zillow',
    name: 'Zillow',
    source_type: 'zillow',
    domains: ['zillow.com'],
    selectors: {
      title: 'h1',
      address: '[data-testid="home-details-summary-headline"], h1',
      price: '[data-testid="price"]',
      bedrooms: '[data-testid="bed-bath-item"]:nth-of-type(1) strong',
      bathrooms: '[data-testid="bed-bath-item"]:nth-of-type(2) strong',
      square_feet: '[data-testid="bed-bath-item"]:nth-of-type(3) strong',
      images: 'picture img[src*="photos"]',
    },
    is_active: true,
  },
  {
    id: 'tpl-realtor',
    name: 'Realtor.com',
    source_type: 'realtor',
    domains: ['realtor.com'],
    selectors: {
      title: 'h1',
      address: '[data-testid="address-line-1"], [data-testid="address"]',
      price: '[data-testid="list-price"]',
      bedrooms: '[data-testid="property-meta-beds"] span',
      bathrooms: '[data-testid="property-meta-baths"] span',
      square_feet: '[data-testid="property-meta-sqft"] span',
      images: '[data-testid="hero-image"] img',
    },
    is_active: true,
  },
  {
    id: 'tpl-redfin',
    name: 'Redfin',
    source_type: 'redfin',
    domains: ['redfin.com'],
    selectors: {
      address: '.street-address, [data-rf-test-id="abp-streetLine"]',
      price: '[data-rf-test-id="abp-price"] .statsValue',
      bedrooms: '[data-rf-test-id="abp-beds"] .statsValue',
      bathrooms: '[data-rf-test-id="abp-baths"] .statsValue',
      square_feet: '[data-rf-test-id="abp-sqFt"] .statsValue',
      images: '.InlinePhotoPreview img',
    },
    is_active: true,
  },
  {
    id: 'tpl-rightmove',
    name: 'Rightmove',
    source_type: 'rightmove',
    domains: ['rightmove.co.uk'],
    selectors: {
      title: 'h1',
      address: 'h1[itemprop="streetAddress"], [itemprop="streetAddress"]',
      price: '._1gfnqJ3Vtd1z40MlC0MzXu span, [data-testid="price"]',
      images: 'meta[property="og:image"]',
    },
    is_active: true,
  },
  {
    id: 'tpl-demo',
    name: 'Demo portal (test fixtures)',
    source_type: 'demo',
    domains: [],
    generator: 'hds-demo-portal',
    selectors: {
      title: '.listing-title',
      address: '.listing-address',
      price: '.listing-price',
      bedrooms: '.listing-beds',
      bathrooms: '.listing-baths',
      square_feet: '.listing-area',
      description: '.listing-description',
      listing_type: '.listing-status',
      images: '.listing-gallery img',
    },
    is_active: true,
  },
];

/** The portal a URL belongs to ('custom' for any other site). */
export function sourceOf(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'custom';
  }
  const t = LISTING_TEMPLATES.find((t) =>
    t.domains.some((d) => host === d || host.endsWith(`.${d}`)),
  );
  return t?.source_type ?? 'custom';
}

/** The template for a page: by its source, else by its generator tag. */
export function templateFor(source: string, generator: string | null): ListingTemplate | null {
  return (
    LISTING_TEMPLATES.find((t) => t.is_active && t.source_type === source && t.domains.length) ??
    (generator
      ? (LISTING_TEMPLATES.find((t) => t.is_active && t.generator === generator) ?? null)
      : null)
  );
}
