// React Native's deep import `react-native/Libraries/Text/TextAncestor`: the context
// that tells a Text it sits inside another. react-native-web has the same context.
export {default} from 'react-native-web/dist/exports/Text/TextAncestorContext';
