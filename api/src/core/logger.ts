import pino, { Logger } from "pino";

/** Structured JSON logs. Secrets are redacted wherever they could appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.access_token",
        "*.refresh_token",
        "*.accessToken",
        "*.refreshToken",
        "*.client_secret",
        "*.code",
      ],
      censor: "[redacted]",
    },
  });
}
export type { Logger };
