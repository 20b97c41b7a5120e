// Adds the extracted React Strict DOM styles to the web build.
import './src/strict.css';
// Needed by Expo for Fast Refresh on the web.
import '@expo/metro-runtime';

import {registerRootComponent} from 'expo';
import App from './src/App';

registerRootComponent(App);
