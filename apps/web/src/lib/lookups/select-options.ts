/** A lookup list as the choices of a select, after a first empty one (`placeholder`: any, or choose). */
export function selectOptions(
  placeholder: string,
  items: readonly { id: number; name: string }[] | undefined,
): { value: string; label: string }[] {
  return [
    { value: '', label: placeholder },
    ...(items ?? []).map((item) => ({ value: String(item.id), label: item.name })),
  ];
}
