/** The import is refused as a whole (README.md "Safety"): a clear message, exit code ≠ 0, the database unchanged. */
export class ImportRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportRefusal";
  }
}
