// Replaced: the site configures no announcement bar, for which this renders nothing (checked in tests/unit/lean-client.test.ts).
export {default} from '@site/src/components/Nothing';
