// jsdom without the Fetch API: React Router's data router builds a `Request` (with an AbortSignal) for every
// navigation. Give the test window Node's own Request/Response/Headers and the AbortController they accept.
const { TestEnvironment } = require("jest-environment-jsdom");

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ["Request", "Response", "Headers", "FormData", "AbortController", "AbortSignal"]) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
