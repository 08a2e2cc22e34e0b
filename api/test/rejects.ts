import { AppError } from "../src/core/errors";

/** Awaits `p` and expects it to fail with the AppError of this code (and, when given, this message). */
export async function rejects(p: Promise<unknown>, code: string, message?: string): Promise<void> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe(code);
    if (message !== undefined) expect((e as AppError).message).toBe(message);
    return;
  }
  throw new Error(`expected ${code}`);
}
