import { emptyRowFields, type RowFields } from '../order-import/order-import.service';

/** A store's order as the portal reads it: the store's own id, its number for people, the form's fields. */
export interface StoreOrder {
  externalId: string;
  number: string;
  /** The order form's fields; `address` is the whole shipping address (places are read from it). */
  fields: RowFields;
}

/** Content longer than the form's limit is cut (the form refuses more than 500 characters). */
const MAX_CONTENT = 480;

type Json = Record<string, unknown>;

export const objectOf = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** A string or number field as text; anything else is ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export const firstText = (...values: unknown[]): string => values.map(textOf).find((v) => v !== '') ?? '';

/** The address parts that hold text, joined with the Arabic comma the matcher splits on. */
export const joinAddress = (...parts: unknown[]): string =>
  parts
    .map(textOf)
    .filter((p) => p !== '')
    .join('، ');

/** "2 × T-shirt - Red / M، 1 × Mug" from the platforms' line items ({name|title, quantity}). */
export function contentOf(lineItems: unknown): string {
  const items = Array.isArray(lineItems) ? lineItems.map(objectOf) : [];
  const text = items
    .map((item) => {
      const name = firstText(item.name, item.title);
      const quantity = Number(item.quantity);
      return name === '' ? '' : Number.isInteger(quantity) && quantity > 1 ? `${quantity} × ${name}` : name;
    })
    .filter((t) => t !== '')
    .join('، ');
  return text.length > MAX_CONTENT ? `${text.slice(0, MAX_CONTENT - 1)}…` : text;
}

/** The form's empty fields, then the store's. */
export const rowFields = (fields: Partial<RowFields>): RowFields => ({ ...emptyRowFields(), ...fields });
