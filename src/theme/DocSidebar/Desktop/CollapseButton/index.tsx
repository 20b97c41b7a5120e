// Replaced: it shows only when the sidebar is hideable, and it is not (checked in tests/unit/lean-client.test.ts).
export {default} from '@site/src/components/Nothing';
