// Values of the deposit calls that the server and the web client must agree on: error codes,
// messages, limits, order states. Written once, here.
export {};
