/**
 * Wraps user-provided text (a name, a company) that is placed inside a sentence of the other direction in
 * Unicode isolates (FSI … PDI), so "Welcome, أحمد سالم" keeps its comma where it belongs. Plain text, so
 * it also works in document titles and aria labels, where <bdi> cannot go.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
