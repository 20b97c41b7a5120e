// React Native's deep import `react-native/Libraries/Components/View/ViewNativeComponent`:
// the host view the library renders when it needs no View wrapper. react-native-web's View stands in.
export {View as default} from 'react-native-web';
