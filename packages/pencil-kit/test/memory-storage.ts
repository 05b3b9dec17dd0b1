// An in-memory Storage for tests, with a byte budget so a full quota can be simulated.

/** A Storage whose setItem throws QuotaExceededError past `budget` characters. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly budget = Infinity) {}
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    let used = value.length;
    for (const [k, v] of this.items) if (k !== key) used += v.length;
    if (used > this.budget) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}
