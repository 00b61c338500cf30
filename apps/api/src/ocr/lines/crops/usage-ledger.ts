/** The bytes a cache holds under each key, least recently used first: what a bounded cache evicts by. */
export class UsageLedger {
  private readonly bytesOf = new Map<string, number>()
  private held = 0

  /** All the bytes recorded. */
  get total(): number {
    return this.held
  }

  /** Records what `key` holds now, as its most recent use; 0 drops it. */
  set(key: string, bytes: number): void {
    this.drop(key)
    if (bytes <= 0) return
    this.bytesOf.set(key, bytes)
    this.held += bytes
  }

  /** Marks `key` used now, if it is recorded. */
  touch(key: string): void {
    const bytes = this.bytesOf.get(key)
    if (bytes === undefined) return
    this.bytesOf.delete(key)
    this.bytesOf.set(key, bytes)
  }

  drop(key: string): void {
    this.held -= this.bytesOf.get(key) ?? 0
    this.bytesOf.delete(key)
  }

  has(key: string): boolean {
    return this.bytesOf.has(key)
  }

  /** The keys, least recently used first (a Map keeps insertion order; a use re-inserts). */
  leastRecentFirst(): string[] {
    return [...this.bytesOf.keys()]
  }
}
