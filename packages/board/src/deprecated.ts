// Old names a page still writes, told once per page in the console with what replaces them: they
// keep working through 1.x and are gone in 2.0 (MIGRATING.md).

const told = new Set<string>();

/** Tells the console, once a page, that `host`'s `name` is deprecated in favour of `instead`. */
export function deprecated(host: { localName: string }, name: string, instead: string): void {
  const key = `${host.localName} ${name}`;
  if (told.has(key)) return;
  told.add(key);
  console.warn(`<${host.localName}> ${name} is deprecated (gone in 2.0): use ${instead}.`);
}
