// The one tslib helper @docusaurus/utils-common uses (tests/unit/lean-client.test.ts
// checks that it still is), so the browser bundle does not carry all of tslib.
exports.__importDefault = (mod) => (mod && mod.__esModule ? mod : {default: mod});
