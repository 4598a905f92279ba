/**
 * The FAQ categories of `/faq/{name}` that the demo data holds; `all` asks for every question. Kept
 * apart from the API call so the home page links to them without loading the schemas (docs/quality.md P1).
 */
export const faqCategories = ['all', 'orders', 'missions', 'balance', 'account'] as const;
