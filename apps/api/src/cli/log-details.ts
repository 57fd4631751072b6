/** An Error's own fields are not enumerable: JSON.stringify would print `{}`. */
export function logDetails(details: object): string {
  return JSON.stringify(details, (_key, value: unknown) =>
    value instanceof Error
      ? { ...value, name: value.name, message: value.message, stack: value.stack }
      : value,
  );
}
