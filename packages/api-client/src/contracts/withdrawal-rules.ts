// Values of the payment password and withdrawal calls that the server and the web client must
// agree on: error codes, messages, limits, states. Written once, here.
export {};
