import {Image} from 'expo-image';

// expo-image decodes SVG files itself: with Metro's default configuration, the
// import is an image asset, as a PNG would be.
export function LogoImage() {
  return (
    <Image accessibilityLabel="Acme" source={require('./logo.svg')} style={{height: 48, width: 48}} />
  );
}
