// Replaced: it shows only when the sidebar is hidden, and the sidebar is not hideable (checked in tests/unit/lean-client.test.ts).
export {default} from '@site/src/components/Nothing';
