// Values of the account record and transfer-to-upline calls that the server and the web client
// must agree on: error codes, messages, limits, quick date ranges. Written once, here.
export {};
